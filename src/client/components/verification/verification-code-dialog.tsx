import { useEffect, useId, useState, type FormEvent } from 'react';
import { toast } from '#client/lib/toast';
import { isCompleteCode, sanitizeCodeInput } from '#shared/validation/verification-code';
import { VERIFICATION_CODE_LENGTH } from '#shared/validation/limits';
import { useI18n } from '#client/i18n/i18n-context';
import { ApiError } from '#client/lib/api-client';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Input } from '../ui/input';

export type VerificationChannel = 'email' | 'phone';

interface VerificationCodeDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  channel: VerificationChannel;
  /** The email address or phone number the code goes to. */
  target: string;
  /** Open at the code step (the code was just sent by whoever opened the dialog). */
  codeAlreadySent?: boolean;
  /** Seconds until a resend is allowed, when the code was sent before the dialog opened. */
  initialResendWait?: number;
  /** Sends (or resends) a code; answers the seconds to wait before the next resend. */
  send(): Promise<{ resendAfterSeconds: number }>;
  /** Checks the code on the server; throws ApiError when it is refused. */
  verify(code: string): Promise<void>;
  onVerified(): void;
  /** The toast text when verification fails for a reason other than the code (e.g. network). */
  verifyFailedMessage?: string;
}

/** A message a person can act on: the server's for 4xx answers, else the fallback. */
function describe(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.message
    : fallback;
}

/**
 * The verification modal: step 1 sends the code, step 2 takes it (digits only, at most
 * six, the button works at exactly six). A resend clears the input; the server decides whether
 * the code is right, the browser never knows it.
 */
export function VerificationCodeDialog(props: VerificationCodeDialogProps) {
  // Each opening starts a fresh body, so an old code or step never lingers.
  const [generation, setGeneration] = useState(0);
  const [wasOpen, setWasOpen] = useState(props.open);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) setGeneration((g) => g + 1);
  }
  return <VerificationCodeBody key={generation} {...props} />;
}

function VerificationCodeBody({
  open,
  onOpenChange,
  channel,
  target,
  codeAlreadySent = false,
  initialResendWait = 0,
  send,
  verify,
  onVerified,
  verifyFailedMessage,
}: VerificationCodeDialogProps) {
  const { t } = useI18n();
  const v = t.auth.verification;
  const inputId = useId();
  const [step, setStep] = useState<'send' | 'code'>(codeAlreadySent ? 'code' : 'send');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState<'sending' | 'verifying' | null>(null);
  const [resendAt, setResendAt] = useState(() => Date.now() + initialResendWait * 1000);
  const [now, setNow] = useState(() => Date.now());
  // What the server said of the current code: tries left after a wrong one, or locked for good.
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(null);
  const locked = attemptsLeft === 0;

  useEffect(() => {
    if (step !== 'code' || now >= resendAt) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [step, now, resendAt]);
  const waitSeconds = Math.max(0, Math.ceil((resendAt - now) / 1000));

  const sendCode = async () => {
    setBusy('sending');
    try {
      const result = await send();
      toast.success(v.codeSentTitle, { description: v.codeSentDescription(target) });
      setCode('');
      setAttemptsLeft(null);
      setStep('code');
      setResendAt(Date.now() + result.resendAfterSeconds * 1000);
      setNow(Date.now());
    } catch (error) {
      const retry = error instanceof ApiError ? Number(error.details.retryAfterSeconds) : NaN;
      if (Number.isFinite(retry)) {
        setResendAt(Date.now() + retry * 1000);
        setNow(Date.now());
      }
      toast.error(t.auth.common.error, { description: describe(error, v.sendFailed) });
    } finally {
      setBusy(null);
    }
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!isCompleteCode(code) || busy) return;
    setBusy('verifying');
    try {
      await verify(code);
      // No toast here: the screen that opened the dialog says what the verification brought
      // (points, a created account), and one action gets one toast.
      onOpenChange(false);
      onVerified();
    } catch (error) {
      const left = error instanceof ApiError ? Number(error.details.attemptsLeft) : NaN;
      if (Number.isFinite(left)) setAttemptsLeft(left);
      if (error instanceof ApiError && error.code === 'code_locked') {
        const retry = Number(error.details.retryAfterSeconds);
        if (Number.isFinite(retry)) {
          setResendAt(Date.now() + retry * 1000);
          setNow(Date.now());
        }
        toast.error(v.wrongCodeTitle, { description: v.locked });
      } else if (error instanceof ApiError && error.code === 'wrong_code') {
        // The toast says what to do; the tries left stay under the field, where the code is typed.
        toast.error(v.wrongCodeTitle, { description: v.wrongCodeDescription });
      } else {
        toast.error(t.auth.common.error, {
          description: describe(error, verifyFailedMessage ?? v.sendFailed),
        });
      }
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={channel === 'phone' ? v.phoneTitle : v.emailTitle}
      description={step === 'send' ? v.sendIntro(target) : v.codeIntro(target)}
      closeLabel={t.auth.common.close}
    >
      {step === 'send' ? (
        <Button className="w-full" onClick={() => void sendCode()} disabled={busy !== null}>
          {busy === 'sending' ? v.sending : v.send}
        </Button>
      ) : (
        <form onSubmit={(e) => void submitCode(e)} className="space-y-4" noValidate>
          <div className="space-y-1.5">
            <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
              {v.codeLabel}
            </label>
            <Input
              id={inputId}
              name="code"
              value={code}
              onChange={(e) => setCode(sanitizeCodeInput(e.target.value))}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={VERIFICATION_CODE_LENGTH}
              autoFocus
              className="text-center font-mono text-2xl tracking-[0.5em]"
              disabled={locked}
              aria-describedby={attemptsLeft === null ? undefined : `${inputId}-tries`}
            />
            {attemptsLeft !== null && (
              <p
                id={`${inputId}-tries`}
                role="alert"
                data-testid="code-attempts"
                className="text-sm font-medium text-red-700"
              >
                {locked ? v.locked : v.attemptsLeft(attemptsLeft)}
              </p>
            )}
          </div>
          <Button
            type="submit"
            className="w-full"
            disabled={!isCompleteCode(code) || busy !== null || locked}
          >
            {busy === 'verifying' ? v.verifying : v.verify}
          </Button>
          <Button
            variant="ghost"
            className="w-full"
            onClick={() => void sendCode()}
            disabled={busy !== null || waitSeconds > 0}
          >
            {waitSeconds > 0 ? v.resendIn(waitSeconds) : v.resend}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
