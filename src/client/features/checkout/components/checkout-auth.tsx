import { useState, type ReactNode } from 'react';
import { Card } from '#client/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { useI18n } from '#client/i18n/i18n-context';

/**
 * Sign in or sign up without leaving the checkout: the page passes the accounts forms in, set to
 * stay on this page. The sign-in form's own sign-up link switches to the sign-up tab.
 */
export function CheckoutAuth({
  login,
  signup,
}: {
  login: (openSignup: () => void) => ReactNode;
  signup: ReactNode;
}) {
  const { t } = useI18n();
  const [tab, setTab] = useState('login');
  const c = t.checkout;
  return (
    <Card aria-labelledby="checkout-auth-title" className="space-y-4">
      <div>
        <h2 id="checkout-auth-title" className="text-lg font-semibold text-slate-900">
          {c.authTitle}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{c.authText}</p>
      </div>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label={c.authTitle}>
          <TabsTrigger value="login">{c.loginTab}</TabsTrigger>
          <TabsTrigger value="signup">{c.signupTab}</TabsTrigger>
        </TabsList>
        <TabsContent value="login">{login(() => setTab('signup'))}</TabsContent>
        <TabsContent value="signup">{signup}</TabsContent>
      </Tabs>
    </Card>
  );
}
