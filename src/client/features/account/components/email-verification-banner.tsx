import { MailWarning, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from '#client/lib/toast';
import { Button } from '#client/components/ui/button';
import { VerificationCodeDialog } from '#client/components/verification/verification-code-dialog';
import { useI18n } from '#client/i18n/i18n-context';
import { ApiError } from '#client/lib/api-client';
import {
  sendVerificationCode,
  useRefreshAfterVerification,
  verifyContactCode,
} from '../api/contact-verification';

const dismissKey = (userId: string) => `narate.emailBannerDismissed.${userId}`;

function wasDismissed(userId: string): boolean {
  try {
    return window.localStorage.getItem(dismissKey(userId)) === '1';
  } catch {
    return false;
  }
}

/**
 * Shown while the email is not verified, until dismissed. "Send" emails a code and opens the
 * modal at the code step; the right code adds the +10 credibility points, once.
 */
export function EmailVerificationBanner({ userId, email }: { userId: string; email: string }) {
  const { t } = useI18n();
  const b = t.dashboard.emailBanner;
  const refresh = useRefreshAfterVerification();
  const [dismissed, setDismissed] = useState(() => wasDismissed(userId));
  const [sending, setSending] = useState(false);
  const [modal, setModal] = useState<{ open: boolean; wait: number }>({ open: false, wait: 0 });
  if (dismissed) return null;

  const dismiss = () => {
    setDismissed(true);
    try {
      window.localStorage.setItem(dismissKey(userId), '1');
    } catch {
      // Private mode: dismissed for this visit only.
    }
  };

  const resend = async () => {
    setSending(true);
    try {
      const sent = await sendVerificationCode('email');
      toast.success(b.sentTitle, { description: b.sentDescription(email) });
      setModal({ open: true, wait: sent.resendAfterSeconds });
    } catch (error) {
      const tooSoon = error instanceof ApiError && error.code === 'resend_too_soon';
      toast.error(t.auth.common.error, { description: tooSoon ? error.message : b.failed });
      if (tooSoon) setModal({ open: true, wait: Number(error.details.retryAfterSeconds) || 0 });
    } finally {
      setSending(false);
    }
  };

  return (
    <div
      role="region"
      aria-label={b.title}
      className="flex flex-col gap-4 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center"
    >
      <MailWarning aria-hidden="true" className="h-6 w-6 shrink-0 text-amber-700" />
      <div className="flex-1">
        <p className="font-semibold text-slate-900">{b.title}</p>
        <p className="text-sm text-slate-700">{b.text}</p>
      </div>
      <div className="flex items-center gap-2">
        <Button size="sm" onClick={() => void resend()} disabled={sending}>
          {sending ? b.sending : b.resend}
        </Button>
        <button
          type="button"
          onClick={dismiss}
          aria-label={b.dismiss}
          className="grid h-9 w-9 place-items-center rounded-md text-slate-700 hover:bg-amber-100"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      <VerificationCodeDialog
        open={modal.open}
        onOpenChange={(open) => setModal((m) => ({ ...m, open }))}
        channel="email"
        target={email}
        codeAlreadySent
        initialResendWait={modal.wait}
        send={() => sendVerificationCode('email')}
        verify={async (code) => {
          await verifyContactCode('email', code);
        }}
        onVerified={() => {
          toast.success(b.verifiedTitle, { description: b.pointsAdded });
          void refresh();
        }}
      />
    </div>
  );
}
