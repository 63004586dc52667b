import { ExternalLink, Search, Store } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '#shared/routes';
import { matchesEveryWord } from '#shared/search-text';
import type { StoreList, StoreView } from '#shared/stores';
import { Button } from '../components/ui/button';
import { Input } from '../components/ui/input';
import { Spinner } from '../components/ui/spinner';
import { PageHero } from '../features/marketing/components/page-hero';
import { useI18n } from '../i18n/i18n-context';
import { PublicSection } from '../components/layout/public-section';
import { usePageMeta } from '../i18n/use-page-meta';
import { apiFetch } from '../lib/api-client';
import { cn } from '../lib/cn';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; stores: StoreView[] };

/**
 * /prodavnice: the partner stores where a shopper can pay in instalments, searchable by name and
 * category, each with its link. The page itself is prerendered; the list is read when it opens,
 * so a newly approved store shows at once.
 */
export default function StoresPage() {
  usePageMeta('stores');
  const { t } = useI18n();
  const s = t.shopping.stores;
  const categories: Record<string, string> = t.partners.businessTypes;
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const searchId = useId();
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
  const categoryName = (id: string) => categories[id] ?? id;
  const stores = load.state === 'ready' ? load.stores : [];
  // Only categories some store is in, in the order of the partner form's list.
  const present = Object.keys(categories).filter((id) =>
    stores.some((store) => store.category === id),
  );
  const shown = stores.filter(
    (store) =>
      (category === null || store.category === category) &&
      matchesEveryWord(`${store.name} ${categoryName(store.category)}`, query),
  );
  const filtering = query.trim() !== '' || category !== null;
  return (
    <>
      <PageHero title={s.title} lead={s.subtitle} />
      <PublicSection>
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
            ) : stores.length === 0 ? (
              <p className="rounded-2xl border border-slate-200 p-6 text-slate-700">{s.empty}</p>
            ) : (
              <>
                <form
                  role="search"
                  className="space-y-4"
                  onSubmit={(event) => event.preventDefault()}
                >
                  <div className="max-w-md">
                    <label htmlFor={searchId} className="mb-1 block font-semibold text-slate-900">
                      {s.searchLabel}
                    </label>
                    <div className="relative">
                      <Search
                        aria-hidden="true"
                        className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500"
                      />
                      <Input
                        id={searchId}
                        type="search"
                        value={query}
                        placeholder={s.searchPlaceholder}
                        autoComplete="off"
                        className="pl-10"
                        onChange={(event) => setQuery(event.target.value)}
                      />
                    </div>
                  </div>
                  <div role="group" aria-label={s.categoriesLabel} className="flex flex-wrap gap-2">
                    {[null, ...present].map((id) => (
                      <button
                        key={id ?? 'all'}
                        type="button"
                        aria-pressed={category === id}
                        onClick={() => setCategory(id)}
                        className={cn(
                          'min-h-11 rounded-full border px-4 text-sm font-semibold',
                          category === id
                            ? 'border-brand-700 bg-brand-700 text-white'
                            : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600',
                        )}
                      >
                        {id === null ? s.allCategories : categoryName(id)}
                      </button>
                    ))}
                  </div>
                </form>
                <p aria-live="polite" className="text-sm text-slate-600">
                  {filtering ? s.found(shown.length) : s.count(stores.length)}
                </p>
                {shown.length === 0 ? (
                  <div className="space-y-3 rounded-2xl border border-slate-200 p-6">
                    <p className="text-slate-800">{s.noMatch}</p>
                    <Button
                      variant="outline"
                      onClick={() => {
                        setQuery('');
                        setCategory(null);
                      }}
                    >
                      {s.showAll}
                    </Button>
                  </div>
                ) : (
                  <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={s.title}>
                    {shown.map((store) => (
                      <li
                        key={store.id}
                        className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
                        data-testid="store"
                      >
                        <Store
                          aria-hidden="true"
                          className="mt-1 h-6 w-6 shrink-0 text-brand-700"
                        />
                        <dl className="min-w-0 space-y-1">
                          <dt className="sr-only">{s.name}</dt>
                          <dd className="break-words font-semibold text-slate-900">{store.name}</dd>
                          <dt className="sr-only">{s.category}</dt>
                          <dd className="text-sm text-slate-600">{categoryName(store.category)}</dd>
                          <dt className="sr-only">{s.website}</dt>
                          <dd className="text-sm">
                            <StoreLink store={store} openLabel={s.openStore} none={s.noWebsite} />
                          </dd>
                        </dl>
                      </li>
                    ))}
                  </ul>
                )}
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
      </PublicSection>
    </>
  );
}

/** A store's own site in a new tab, or a page of this site (the demo shop) in place. */
function StoreLink({
  store,
  openLabel,
  none,
}: {
  store: StoreView;
  openLabel: string;
  none: string;
}) {
  const linkClass =
    'inline-flex min-h-11 items-center gap-1 break-all font-semibold text-brand-700 underline';
  if (!store.website) return <span className="text-slate-600">{none}</span>;
  if (store.website.startsWith('/')) {
    return (
      <Link to={store.website} className={linkClass}>
        {openLabel}
      </Link>
    );
  }
  return (
    <a href={store.website} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {store.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
      <ExternalLink aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
    </a>
  );
}
