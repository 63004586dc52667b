import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import type { ScheduledInstalment } from '#shared/calculator';
import { SCHEDULE_COLLAPSE_AFTER } from '#shared/calculator';
import { LOCALE_TAGS, type Locale } from '#shared/i18n/catalogue';
import { fillTemplate } from '#shared/i18n/format';
import { MONEY_LOCALES } from '#shared/i18n/money-locale';
import { formatEur } from '#shared/money';
import { useI18n } from '#client/i18n/i18n-context';
import { useAfterHydration } from '#client/lib/use-after-hydration';

const dueDateFormats = new Map<Locale, Intl.DateTimeFormat>();

/** One formatter per language: making one takes milliseconds (it loads the locale's data). */
function dueDateFormat(locale: Locale): Intl.DateTimeFormat {
  let format = dueDateFormats.get(locale);
  if (!format) {
    // The medium style, as every other screen, email and PDF writes a date ("23. 11. 2026.").
    format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium' });
    dueDateFormats.set(locale, format);
  }
  return format;
}

/**
 * The plan's instalments with their due dates: more than four collapse behind a
 * toggle, and the open list scrolls past 250 px.
 */
export function ScheduleList({ schedule }: { schedule: ScheduledInstalment[] }) {
  const { t, locale } = useI18n();
  const c = t.calculator;
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const collapsible = schedule.length > SCHEDULE_COLLAPSE_AFTER;
  const open = !collapsible || expanded;
  // Due dates count from the day the page is opened: the prerendered page (built on another day)
  // holds the line's place with a blank of the same height, so nothing moves when they appear.
  const datesShown = useAfterHydration();
  const dateFormat = datesShown ? dueDateFormat(locale) : null;

  return (
    <div className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{c.scheduleTitle}</h3>
        {collapsible && (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((value) => !value)}
            className="inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {expanded ? c.scheduleHide : c.scheduleShow}
            <ChevronDown
              aria-hidden="true"
              className={`h-4 w-4 transition-transform ${expanded ? 'rotate-180' : ''}`}
            />
          </button>
        )}
      </div>
      {open && (
        <ol
          id={listId}
          aria-label={c.scheduleTitle}
          // Focusable so keyboard users can scroll the list when it overflows.
          tabIndex={0}
          className="mt-3 max-h-[250px] divide-y divide-slate-100 overflow-y-auto rounded-xl border border-slate-200"
        >
          {schedule.map((instalment) => (
            <li
              key={instalment.index}
              className="flex items-center justify-between gap-3 px-4 py-3 text-sm"
            >
              <span>
                <span className="font-medium text-slate-900">
                  {fillTemplate(c.instalmentN, { index: instalment.index })}
                </span>
                <span className="block text-slate-600" data-due-date>
                  {dateFormat ? dateFormat.format(instalment.dueDate) : '\u00a0'}
                  {datesShown && instalment.index === 1 ? ` (${c.today})` : ''}
                </span>
              </span>
              <span className="font-semibold tabular-nums text-slate-900">
                {formatEur(instalment.cents, MONEY_LOCALES[locale])}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
