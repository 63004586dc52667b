import { Card } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useI18n } from '../../../i18n/i18n-context';
import { LoginForm } from '../../auth/components/login-form';
import { SignupForm } from '../../auth/components/signup-form';

/** Sign in or sign up without leaving the checkout: the accounts forms, staying on this page. */
export function CheckoutAuth({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useI18n();
  const c = t.checkout;
  return (
    <Card aria-labelledby="checkout-auth-title" className="space-y-4">
      <div>
        <h2 id="checkout-auth-title" className="text-lg font-semibold text-slate-900">
          {c.authTitle}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{c.authText}</p>
      </div>
      <Tabs defaultValue="login">
        <TabsList aria-label={c.authTitle}>
          <TabsTrigger value="login">{c.loginTab}</TabsTrigger>
          <TabsTrigger value="signup">{c.signupTab}</TabsTrigger>
        </TabsList>
        <TabsContent value="login">
          <LoginForm onSignedIn={onSignedIn} />
        </TabsContent>
        <TabsContent value="signup">
          <SignupForm onSignedIn={onSignedIn} />
        </TabsContent>
      </Tabs>
    </Card>
  );
}
