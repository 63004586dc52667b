import { Link } from 'react-router';
import { AUDIT_ACTIONS, type AuditEntry } from '#shared/admin-api';
import { pathTo, ROUTES } from '#shared/routes';
import { DEFAULT_PAGE_SIZE } from '#shared/validation/admin-schemas';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { Select } from '#client/components/ui/select';
import { Spinner } from '#client/components/ui/spinner';
import { useI18n } from '#client/i18n/i18n-context';
import { useAuditLog } from '../api/audit';
import { localDayStart } from '../local-day-range';
import { useUrlSearch } from '../use-url-search';
import { useUrlFilters } from '../use-url-filters';
import { AuditEntryItem } from './audit-trail';
import { LoadError } from './load-error';
import { DateRangeFields } from './date-range-fields';
import { PaginationBar } from './pagination-bar';

/** What an entry is about; a user's entry links to the user. */
function EntrySubject({ entry }: { entry: AuditEntry }) {
  const { t } = useI18n();
  const log = t.admin.audit.log;
  const kind = log.entityTypes[entry.entityType];
  return (
    <p className="text-slate-700">
      {kind}
      {entry.entityType === 'user' && (
        <>
          {' · '}
          <Link
            to={pathTo(ROUTES.adminUser, { id: entry.entityId })}
            className="font-medium text-brand-700 underline"
          >
            {log.openUser}
          </Link>
        </>
      )}
    </p>
  );
}

/** The whole audit trail with filters by admin, action and days, paged on the server. */
export function AuditLogBrowser() {
  const { t } = useI18n();
  const log = t.admin.audit.log;
  const filters = useUrlFilters();
  const { update } = filters;
  const [actorSearch, setActorSearch] = useUrlSearch(filters, 'actor');
  const currentActor = filters.get('actor');
  const from = filters.get('from');
  const to = filters.get('to');
  const entries = useAuditLog({
    actor: currentActor || undefined,
    action: filters.get('action') || undefined,
    from: localDayStart(from),
    to: localDayStart(to, true),
    page: filters.page,
    pageSize: DEFAULT_PAGE_SIZE,
  });
  const reset = () => {
    setActorSearch('');
    update({ actor: undefined, action: undefined, from: undefined, to: undefined });
  };

  let list;
  if (entries.isPending) list = <Spinner label={t.admin.common.loading} className="py-6" />;
  else if (entries.isError)
    list = <LoadError error={entries.error} onRetry={() => void entries.refetch()} />;
  else if (entries.data.items.length === 0)
    list = <p className="py-6 text-center text-slate-600">{log.empty}</p>;
  else
    list = (
      <ol className="space-y-3" aria-label={log.list} data-testid="audit-log">
        {entries.data.items.map((entry) => (
          <AuditEntryItem key={entry.id} entry={entry} subject={<EntrySubject entry={entry} />} />
        ))}
      </ol>
    );

  return (
    <div className="space-y-4">
      <fieldset className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 p-4 sm:gap-4 lg:grid-cols-4">
        <legend className="px-1 text-sm font-semibold text-slate-700">{log.filters}</legend>
        <div className="col-span-2 lg:col-span-1">
          <FormField label={log.actor}>
            <Input
              type="search"
              name="actor"
              value={actorSearch}
              autoComplete="off"
              onChange={(event) => setActorSearch(event.target.value)}
            />
          </FormField>
        </div>
        <div className="col-span-2 lg:col-span-1">
          <FormField label={log.action}>
            <Select
              name="action"
              value={filters.get('action')}
              onChange={(event) => update({ action: event.target.value })}
            >
              <option value="">{t.admin.common.all}</option>
              {AUDIT_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {t.admin.audit.actions[action]}
                </option>
              ))}
            </Select>
          </FormField>
        </div>
        <DateRangeFields
          fromLabel={log.from}
          toLabel={log.to}
          from={from}
          to={to}
          onChange={update}
        />
        <div className="col-span-2 lg:col-span-4">
          <Button variant="ghost" size="sm" onClick={reset}>
            {log.reset}
          </Button>
        </div>
      </fieldset>
      {list}
      {entries.data && entries.data.total > 0 && (
        <PaginationBar
          page={entries.data.page}
          pageSize={entries.data.pageSize}
          total={entries.data.total}
          onPageChange={filters.setPage}
        />
      )}
    </div>
  );
}
