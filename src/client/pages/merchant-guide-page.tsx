import { Check, Copy } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  CURL_CREATE_SESSION,
  CURL_READ_SESSION,
  NODE_CREATE_SESSION,
  NODE_WEBHOOK_RECEIVER,
  envSample,
  typedClientSetup,
} from '#shared/merchant-guide-samples';
import typedClientExample from '#shared/merchant-api-client-example.ts?raw';
import typedClientModule from '#shared/api/merchant-api-client.ts?raw';
import { ROUTES } from '#shared/routes';
import { Button } from '../components/ui/button';
import { PageHero } from '../features/marketing/components/page-hero';
import { useI18n } from '../i18n/i18n-context';
import { PublicSection } from '../components/layout/public-section';
import { usePageMeta } from '../i18n/use-page-meta';

/**
 * /vodic-za-trgovce: the merchant guide, keys → test checkout → webhook → going live. The code
 * samples come from one shared module that an API test runs against the server, so what a
 * merchant copies here is what is known to work.
 */
export default function MerchantGuidePage() {
  usePageMeta('merchantGuide');
  const { t } = useI18n();
  const g = t.merchantGuide;
  // The samples name this server's address (the page is rendered in the browser only).
  const origin = typeof window === 'undefined' ? 'https://narate.me' : window.location.origin;
  const steps = g.steps;
  return (
    <>
      <PageHero title={g.title} lead={g.lead}>
        <div className="mt-6 flex flex-wrap gap-3">
          <a
            href="/api/docs"
            className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 font-semibold text-brand-700 underline"
          >
            {g.reference}
          </a>
          <Link
            to={ROUTES.merchant}
            className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 font-semibold text-brand-700 underline"
          >
            {g.portal}
          </Link>
          <Link
            to={ROUTES.becomePartner}
            className="inline-flex min-h-11 items-center px-1 font-semibold text-brand-700 underline"
          >
            {g.becomePartner}
          </Link>
        </div>
      </PageHero>
      <PublicSection>
        <div className="mx-auto max-w-6xl px-4 pb-14 md:pb-20">
          <div className="max-w-3xl space-y-12">
            <nav aria-label={g.contents}>
              <h2 className="text-lg font-bold text-slate-900">{g.contents}</h2>
              <ol className="mt-2 space-y-1">
                {(['keys', 'checkout', 'webhook', 'live'] as const).map((id) => (
                  <li key={id}>
                    <a href={`#${id}`} className="text-brand-700 underline">
                      {steps[id].title}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
            <Step id="keys" title={steps.keys.title}>
              <p>{steps.keys.body}</p>
              <CodeSample label="shell" code={envSample(origin)} />
            </Step>
            <Step id="checkout" title={steps.checkout.title}>
              <p>{steps.checkout.body}</p>
              <Note title={g.idempotencyTitle}>{g.idempotency}</Note>
              <CodeSample label={steps.checkout.curl} code={CURL_CREATE_SESSION} />
              <CodeSample label={steps.checkout.node} code={NODE_CREATE_SESSION} />
              <p>{steps.checkout.read}</p>
              <CodeSample label={steps.checkout.curl} code={CURL_READ_SESSION} />
              <h3 className="mt-6 text-lg font-semibold">{steps.typedClient.title}</h3>
              <p>{steps.typedClient.body}</p>
              <CodeSample label="shell" code={typedClientSetup(origin)} />
              <CodeSample label="merchant-api-client.ts" code={typedClientModule} />
              <CodeSample label="checkout.ts" code={typedClientExample} />
            </Step>
            <Step id="webhook" title={steps.webhook.title}>
              <p>{steps.webhook.body}</p>
              <p>{steps.webhook.local}</p>
              <CodeSample label={steps.checkout.node} code={NODE_WEBHOOK_RECEIVER} />
            </Step>
            <Step id="live" title={steps.live.title}>
              <p>{steps.live.body}</p>
              <p>
                <Link to={ROUTES.contact} className="font-semibold text-brand-700 underline">
                  {steps.live.contact}
                </Link>
              </p>
            </Step>
          </div>
        </div>
      </PublicSection>
    </>
  );
}

function Step({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20 space-y-4">
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      <div className="space-y-4 text-slate-700">{children}</div>
    </section>
  );
}

function Note({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-800">
      <p className="font-semibold">{title}</p>
      <p className="mt-1">{children}</p>
    </div>
  );
}

function CodeSample({ label, code }: { label: string; code: string }) {
  const { t } = useI18n();
  const g = t.merchantGuide;
  const [copied, setCopied] = useState(false);
  return (
    <figure className="overflow-hidden rounded-xl border border-slate-800 bg-slate-900">
      <figcaption className="flex items-center justify-between gap-3 border-b border-slate-700 px-4 py-2 text-sm text-slate-200">
        <span>{label}</span>
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-label={`${copied ? g.copied : g.copy}: ${label}`}
          onClick={() => {
            void navigator.clipboard?.writeText(code).then(() => {
              setCopied(true);
              setTimeout(() => setCopied(false), 2000);
            });
          }}
        >
          {copied ? (
            <Check aria-hidden="true" className="h-4 w-4" />
          ) : (
            <Copy aria-hidden="true" className="h-4 w-4" />
          )}
          <span aria-live="polite">{copied ? g.copied : g.copy}</span>
        </Button>
      </figcaption>
      {/* Focusable so a keyboard user can scroll a long line sideways. */}
      <pre tabIndex={0} className="overflow-x-auto p-4 text-sm leading-relaxed text-slate-50">
        <code>{code}</code>
      </pre>
    </figure>
  );
}
