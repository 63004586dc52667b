import { Lock } from 'lucide-react';
import { Outlet } from 'react-router';
import { LanguageSelect } from '../components/layout/language-select';
import { Logo } from '../components/layout/logo';
import { Toaster } from '../components/ui/toaster';
import { useI18n } from '../i18n/i18n-context';

/**
 * The hosted checkout's frame: the logo, a security note and the language switch. A shopper in
 * the middle of paying gets no site navigation or footer links to wander off through.
 */
export function CheckoutLayout() {
  const { t } = useI18n();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Logo />
          <p className="flex items-center gap-1.5 text-sm font-medium text-emerald-800">
            <Lock aria-hidden="true" className="h-4 w-4" />
            {t.shell.checkoutSecurity}
          </p>
          <LanguageSelect tone="light" />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Toaster />
    </div>
  );
}
