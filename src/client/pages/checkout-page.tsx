import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Spinner } from '../components/ui/spinner';
import { useAuth } from '../lib/auth/auth-context';
import { checkoutSessionKey, useCheckoutSession } from '../features/checkout/api/checkout-session';
import { LoginForm } from '../features/auth/components/login-form';
import { SignupForm } from '../features/auth/components/signup-form';
import { CheckoutAuth } from '../features/checkout/components/checkout-auth';
import { CheckoutForm } from '../features/checkout/components/checkout-form';
import { CheckoutSummary } from '../features/checkout/components/checkout-summary';
import { SessionClosed } from '../features/checkout/components/session-closed';
import { NotApprovable } from '../features/checkout/components/shopper-standing';
import { useI18n } from '../i18n/i18n-context';
import { usePageMeta } from '../i18n/use-page-meta';
import { ApiError } from '../lib/api-client';

/** /checkout/:id — the hosted checkout a merchant sends the shopper to. */
export default function CheckoutPage() {
  usePageMeta('checkout');
  const { t } = useI18n();
  const c = t.checkout;
  const { id = '' } = useParams();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const session = useCheckoutSession(id);
  const [closed, setClosed] = useState(false);
  const reload = () => void queryClient.invalidateQueries({ queryKey: checkoutSessionKey(id) });

  let body;
  if (session.isPending || auth.status === 'loading') {
    body = <Spinner label={c.loading} className="py-16" />;
  } else if (session.isError) {
    const missing = session.error instanceof ApiError && session.error.status === 404;
    body = (
      <Card role="alert" className="mx-auto max-w-xl space-y-3 text-center">
        <h1 className="text-2xl font-bold text-slate-900">
          {missing ? c.notFoundTitle : c.heading}
        </h1>
        <p className="text-slate-700">{missing ? c.notFoundText : c.loadFailed}</p>
        {!missing && (
          <Button variant="outline" onClick={() => void session.refetch()}>
            {c.retry}
          </Button>
        )}
      </Card>
    );
  } else if (session.data.status !== 'open' || closed) {
    body = <SessionClosed session={session.data} />;
  } else {
    const data = session.data;
    const signedIn = auth.status === 'signed-in' && data.shopper !== null;
    body = (
      <>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{c.heading}</h1>
        <div className="grid gap-6 lg:grid-cols-[1fr_1.4fr]">
          {/* The order stays in view beside the long form on wide screens. */}
          <div className="space-y-4 lg:sticky lg:top-6 lg:self-start">
            <CheckoutSummary session={data} />
            {signedIn && auth.user && (
              // Someone else's account signed in on this device (a shop's staff, a shared
              // computer): one tap signs it out and the checkout asks who is buying.
              <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
                <span>{c.signedInAs(auth.user.email)}</span>
                <button
                  type="button"
                  data-testid="checkout-sign-out"
                  className="min-h-11 font-semibold text-brand-700 underline"
                  onClick={() => void auth.signOut().then(reload)}
                >
                  {c.notYou}
                </button>
              </p>
            )}
          </div>
          <div>
            {!signedIn ? (
              <CheckoutAuth
                login={(openSignup) => <LoginForm onSignedIn={reload} onSignup={openSignup} />}
                signup={<SignupForm onSignedIn={reload} />}
              />
            ) : data.shopper && !data.shopper.approvable ? (
              <NotApprovable session={data} email={auth.user?.email ?? ''} onChanged={reload} />
            ) : (
              <CheckoutForm
                session={data}
                onClosed={() => {
                  setClosed(true);
                  reload();
                }}
              />
            )}
          </div>
        </div>
      </>
    );
  }

  return (
    <section className="bg-slate-50">
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">{body}</div>
    </section>
  );
}
