import { ChevronDown, MessageCircle, Search } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { fillTemplate } from '#shared/i18n/format';
import { formatFeePercent, pricingTier } from '#shared/pricing-tiers';
import { SUPPORT_HOURS } from '#shared/product-claims';
import { ROUTES } from '#shared/routes';
import { Button } from '../components/ui/button';
import { Input } from '../components/ui/input';
import { searchHelp, type HelpEntry } from '../features/help/search-help';
import { PageHero } from '../features/marketing/components/page-hero';
import { useI18n } from '../i18n/i18n-context';
import { PublicSection } from '../components/layout/public-section';
import { usePageMeta } from '../i18n/use-page-meta';

/**
 * /pomoc: the help centre. Questions by topic, searchable without diacritics; every answer ends
 * with a link to the contact form, so no answer is a dead end. Fees and support hours in the
 * answers come from the same constants the product uses.
 */
export default function HelpPage() {
  usePageMeta('help');
  const { t, locale } = useI18n();
  const h = t.help;
  const [query, setQuery] = useState('');
  const searchId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  // The page is prerendered: what was typed before the script took over stays in the field and
  // must also filter the list, or a fast typist sees their words and no result.
  useEffect(() => {
    const typed = searchRef.current?.value;
    if (typed) setQuery(typed);
  }, []);
  const entries = useMemo<HelpEntry[]>(() => {
    const feeLocale = locale === 'en' ? 'en' : 'sr-Latn-ME';
    const fee = (id: 'starter' | 'growth') =>
      formatFeePercent(pricingTier(id).feeBasisPoints ?? 0, feeLocale);
    const values = {
      starter: fee('starter'),
      growth: fee('growth'),
      opens: SUPPORT_HOURS.opens,
      closes: SUPPORT_HOURS.closes,
    };
    return h.topics.flatMap((topic) =>
      topic.questions.map((question) => ({
        topicId: topic.id,
        topicTitle: topic.title,
        q: question.q,
        a: fillTemplate(question.a, values),
      })),
    );
  }, [h, locale]);
  const found = searchHelp(entries, query);
  const searching = query.trim() !== '';
  const topics = h.topics
    .map((topic) => ({ ...topic, entries: found.filter((entry) => entry.topicId === topic.id) }))
    .filter((topic) => topic.entries.length > 0);
  return (
    <>
      <PageHero title={h.title} lead={h.lead}>
        <form role="search" className="mt-8 max-w-xl" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={searchId} className="mb-1 block font-semibold text-slate-900">
            {h.searchLabel}
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500"
            />
            <Input
              ref={searchRef}
              id={searchId}
              type="search"
              value={query}
              placeholder={h.searchPlaceholder}
              autoComplete="off"
              className="pl-10"
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
          <p aria-live="polite" className="mt-2 text-sm text-slate-700">
            {searching ? fillTemplate(h.resultsCount, { count: found.length }) : ''}
          </p>
        </form>
      </PageHero>
      <PublicSection>
        <div className="mx-auto max-w-6xl px-4 pb-14 md:pb-20">
          <div className="max-w-3xl space-y-10">
            {topics.length === 0 && (
              <div className="space-y-3 rounded-2xl border border-slate-200 p-6">
                <p className="text-slate-800">
                  {fillTemplate(h.noResults, { query: query.trim() })}
                </p>
                <div className="flex flex-wrap gap-3">
                  <Button variant="outline" onClick={() => setQuery('')}>
                    {h.clear}
                  </Button>
                  <ContactLink prompt={h.contactPrompt} label={h.contactLink} />
                </div>
              </div>
            )}
            {topics.map((topic) => (
              <section key={topic.id} aria-labelledby={`help-${topic.id}`}>
                <h2 id={`help-${topic.id}`} className="text-2xl font-bold tracking-tight">
                  {topic.title}
                </h2>
                <ul className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200">
                  {topic.entries.map((entry) => (
                    <li key={entry.q}>
                      {/* Open while searching, so what matched is visible without a click. */}
                      <details className="group" open={searching || undefined}>
                        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-5 py-3 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
                          {entry.q}
                          <ChevronDown
                            aria-hidden="true"
                            className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                          />
                        </summary>
                        <div className="space-y-3 px-5 pb-5 text-slate-700">
                          <p>{entry.a}</p>
                          <ContactLink prompt={h.contactPrompt} label={h.contactLink} />
                        </div>
                      </details>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </div>
      </PublicSection>
    </>
  );
}

function ContactLink({ prompt, label }: { prompt: string; label: string }) {
  return (
    <p className="flex flex-wrap items-center gap-x-1 text-sm">
      <MessageCircle aria-hidden="true" className="h-4 w-4 text-brand-700" />
      <span className="text-slate-700">{prompt}</span>{' '}
      <Link to={ROUTES.contact} className="font-semibold text-brand-700 underline">
        {label}
      </Link>
    </p>
  );
}
