import { Search } from 'lucide-react';
import {
  ADMIN_USER_SORT_KEYS,
  DEFAULT_PAGE_SIZE,
  type AdminUserSortKey,
  type SortDirection,
} from '#shared/validation/admin-schemas';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { useI18n } from '#client/i18n/i18n-context';
import { useAdminUsers } from '../api/users';
import { useUrlSearch } from '../use-url-search';
import { useUrlFilters } from '../use-url-filters';
import { PaginationBar } from './pagination-bar';
import { UsersTable } from './users-table';

const isSortKey = (value: string): value is AdminUserSortKey =>
  (ADMIN_USER_SORT_KEYS as readonly string[]).includes(value);

/** Search, sort and pages of the users list, all answered by the server. */
export function UsersBrowser() {
  const { t } = useI18n();
  const filters = useUrlFilters();
  const [search, setSearch] = useUrlSearch(filters, 'q');
  const sortParam = filters.get('sort');
  const sort: AdminUserSortKey = isSortKey(sortParam) ? sortParam : 'createdAt';
  const dir: SortDirection = filters.get('dir') === 'asc' ? 'asc' : 'desc';
  const { update } = filters;

  const users = useAdminUsers({
    q: filters.get('q') || undefined,
    sort,
    dir,
    page: filters.page,
    pageSize: DEFAULT_PAGE_SIZE,
  });

  const onSort = (key: AdminUserSortKey) => {
    // A new column starts with the order people expect: names A-Z, numbers and dates high first.
    const firstDir = key === 'name' || key === 'email' ? 'asc' : 'desc';
    const nextDir = key === sort ? (dir === 'asc' ? 'desc' : 'asc') : firstDir;
    update({ sort: key, dir: nextDir });
  };

  return (
    <div className="space-y-4">
      <div className="relative max-w-md">
        <FormField label={t.admin.users.searchLabel}>
          <Input
            type="search"
            name="q"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t.admin.users.searchPlaceholder}
            autoComplete="off"
            className="pl-10"
          />
        </FormField>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute bottom-3.5 left-3 h-5 w-5 text-slate-500"
        />
      </div>
      <UsersTable
        rows={users.data?.items}
        isPending={users.isPending}
        error={users.error}
        onRetry={() => void users.refetch()}
        sort={sort}
        dir={dir}
        onSort={onSort}
      />
      {users.data && (
        <PaginationBar
          page={users.data.page}
          pageSize={users.data.pageSize}
          total={users.data.total}
          totalCapped={users.data.totalCapped}
          onPageChange={filters.setPage}
        />
      )}
    </div>
  );
}
