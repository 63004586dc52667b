import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button';
import { VerificationCodeDialog } from '#client/components/verification/verification-code-dialog';
import { useI18n } from '#client/i18n/i18n-context';
import { ApiError } from '#client/lib/api-client';
import { toast } from '#client/lib/toast';
import { sendEmailCode, verifyEmailCode } from '../api/email-verification';

/**
 * A purchase declined for an unverified email is finished here: the code is sent on request, typed
 * in a dialog on this page, and the checkout reloads approvable, with the basket kept.
 */
export function VerifyEmailInPlace({ email, onVerified }: { email: string; onVerified(): void }) {
  const { t, locale } = useI18n();
  const v = t.checkout.verifyEmail;
  const [sending, setSending] = useState(false);
  const [dialog, setDialog] = useState<{ open: boolean; wait: number }>({ open: false, wait: 0 });

  const send = async () => {
    setSending(true);
    try {
      const sent = await sendEmailCode(locale);
      toast.success(v.sent(email));
      setDialog({ open: true, wait: sent.resendAfterSeconds });
    } catch (error) {
      const tooSoon = error instanceof ApiError && error.code === 'resend_too_soon';
      if (tooSoon) setDialog({ open: true, wait: Number(error.details.retryAfterSeconds) || 0 });
      else
        toast.error(t.auth.common.error, {
          description: error instanceof ApiError ? error.message : t.shell.genericError,
        });
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="space-y-2" data-testid="verify-email-in-place">
      <p className="text-sm text-slate-700">{v.text(email)}</p>
      <Button onClick={() => void send()} disabled={sending} className="w-full sm:w-auto">
        <MailCheck aria-hidden="true" className="h-4 w-4" />
        {sending ? v.sending : v.send}
      </Button>
      <VerificationCodeDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
        channel="email"
        target={email}
        codeAlreadySent
        initialResendWait={dialog.wait}
        send={() => sendEmailCode(locale)}
        verify={verifyEmailCode}
        onVerified={() => {
          toast.success(v.verified);
          onVerified();
        }}
      />
    </div>
  );
}
