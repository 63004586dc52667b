import { ExternalLink, Store } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '../../shared/routes';
import type { StoreList, StoreView } from '../../shared/stores';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { PageHero } from '../features/marketing/components/page-hero';
import { useI18n } from '../i18n/i18n-context';
import { usePageMeta } from '../i18n/use-page-meta';
import { apiFetch } from '../lib/api-client';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; stores: StoreView[] };

/**
 * /prodavnice: the partner stores where a shopper can pay in instalments. The page itself is
 * prerendered; the list is read when it opens, so a newly approved store shows at once.
 */
export default function StoresPage() {
  usePageMeta('stores');
  const { t } = useI18n();
  const s = t.shopping.stores;
  const categories: Record<string, string> = t.partners.businessTypes;
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    apiFetch<StoreList>('/stores', { signal: controller.signal }).then(
      ({ stores }) => setLoad({ state: 'ready', stores }),
      () => {
        if (!controller.signal.aborted) setLoad({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [attempt]);
  return (
    <>
      <PageHero title={s.title} lead={s.subtitle} />
      <section aria-labelledby="stores-list-title" className="pb-14 md:pb-20">
        <div className="mx-auto max-w-6xl space-y-6 px-4">
          <h2 id="stores-list-title" className="sr-only">
            {s.title}
          </h2>
          {load.state === 'loading' ? (
            <Spinner label={s.loading} className="py-10" />
          ) : load.state === 'failed' ? (
            <div role="alert" className="space-y-3 rounded-2xl border border-slate-200 p-6">
              <p className="text-slate-800">{s.loadFailed}</p>
              <Button
                variant="outline"
                onClick={() => {
                  setLoad({ state: 'loading' });
                  setAttempt((n) => n + 1);
                }}
              >
                {s.retry}
              </Button>
            </div>
          ) : load.stores.length === 0 ? (
            <p className="rounded-2xl border border-slate-200 p-6 text-slate-700">{s.empty}</p>
          ) : (
            <>
              <p className="text-sm text-slate-600">{s.count(load.stores.length)}</p>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={s.title}>
                {load.stores.map((store) => (
                  <li
                    key={store.id}
                    className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
                    data-testid="store"
                  >
                    <Store aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-brand-700" />
                    <dl className="min-w-0 space-y-1">
                      <dt className="sr-only">{s.name}</dt>
                      <dd className="break-words font-semibold text-slate-900">{store.name}</dd>
                      <dt className="sr-only">{s.category}</dt>
                      <dd className="text-sm text-slate-600">
                        {categories[store.category] ?? store.category}
                      </dd>
                      <dt className="sr-only">{s.website}</dt>
                      <dd className="text-sm">
                        {store.website ? (
                          <a
                            href={store.website}
                            target="_blank"
                            rel="noopener noreferrer"
                            className="inline-flex items-center gap-1 break-all font-semibold text-brand-700 underline"
                          >
                            {store.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                            <ExternalLink aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
                          </a>
                        ) : (
                          <span className="text-slate-600">{s.noWebsite}</span>
                        )}
                      </dd>
                    </dl>
                  </li>
                ))}
              </ul>
            </>
          )}
          <Link
            to={ROUTES.becomePartner}
            className="inline-block font-semibold text-brand-700 underline"
          >
            {s.becomePartner}
          </Link>
        </div>
      </section>
    </>
  );
}
