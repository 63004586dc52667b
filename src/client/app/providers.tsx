import type { ReactNode } from 'react';
import { AuthProvider } from '../lib/auth/auth-context';
import { I18nProvider, type I18nStart } from '../i18n/i18n-context';

/**
 * What every page shares: the language and the session. The query cache is not here: it loads
 * with the pages that fetch data (router.tsx wraps them in <QueryScope>).
 */
export function AppProviders({ children, i18n }: { children: ReactNode; i18n?: I18nStart }) {
  return (
    <I18nProvider start={i18n}>
      <AuthProvider>{children}</AuthProvider>
    </I18nProvider>
  );
}
