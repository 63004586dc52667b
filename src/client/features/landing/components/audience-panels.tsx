import { Check, ShoppingBag, Store } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ROUTES } from '#shared/routes';
import { Button, buttonClasses } from '#client/components/ui/button';
import { useI18n } from '#client/i18n/i18n-context';
import { useAuth } from '#client/lib/auth/auth-context';
import { scheduleWelcomeBackBanner } from '../welcome-back-banner';

const BuyerStepsDialog = lazy(() => import('./buyer-steps-dialog'));

function Points({ items }: { items: string[] }) {
  return (
    <ul className="mt-5 space-y-2">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2 text-slate-800">
          <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** "Za kupce" / "Za trgovce": the buyer button depends on the session. */
export function AudiencePanels() {
  const { t } = useI18n();
  const { status } = useAuth();
  const navigate = useNavigate();
  const a = t.landing.audiences;
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const startButton = useRef<HTMLButtonElement>(null);

  const startShopping = () => {
    if (status === 'signed-in') {
      void navigate(ROUTES.dashboard);
      scheduleWelcomeBackBanner(a.welcomeBack);
      return;
    }
    setDialogLoaded(true);
    setDialogOpen(true);
  };

  return (
    <section aria-labelledby="audiences-title" className="py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="audiences-title" className="text-3xl font-bold tracking-tight md:text-4xl">
          {a.title}
        </h2>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <div id="kupci" className="scroll-mt-20 rounded-2xl bg-brand-700 p-6 text-white md:p-8">
            <ShoppingBag aria-hidden="true" className="h-8 w-8" />
            <h3 className="mt-4 text-2xl font-bold">{a.buyers.title}</h3>
            <p className="mt-2 text-brand-50">{a.buyers.text}</p>
            <ul className="mt-5 space-y-2">
              {a.buyers.points.map((item) => (
                <li key={item} className="flex items-start gap-2">
                  <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
                  {item}
                </li>
              ))}
            </ul>
            <Button
              ref={startButton}
              size="lg"
              onClick={startShopping}
              disabled={status === 'loading'}
              className="mt-6 w-full bg-white text-brand-800 hover:bg-brand-50 sm:w-auto"
            >
              {a.buyers.button}
            </Button>
          </div>
          <div
            id="trgovci"
            className="scroll-mt-20 rounded-2xl border border-slate-200 bg-white p-6 md:p-8"
          >
            <Store aria-hidden="true" className="h-8 w-8 text-brand-700" />
            <h3 className="mt-4 text-2xl font-bold text-slate-900">{a.businesses.title}</h3>
            <p className="mt-2 text-slate-700">{a.businesses.text}</p>
            <Points items={a.businesses.points} />
            <Link
              to={ROUTES.businessSignup}
              className={`${buttonClasses('primary', 'lg')} mt-6 w-full sm:w-auto`}
            >
              {a.businesses.button}
            </Link>
          </div>
        </div>
      </div>
      {dialogLoaded && (
        <Suspense fallback={null}>
          <BuyerStepsDialog
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            returnFocusRef={startButton}
          />
        </Suspense>
      )}
    </section>
  );
}
