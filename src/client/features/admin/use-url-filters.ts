import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * List filters, sort and page kept in the address, so a reload, a shared link or the back button
 * shows the same list. Changing a filter goes back to page 1.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const get = useCallback((key: string) => params.get(key) ?? '', [params]);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const update = useCallback(
    (patch: Record<string, string | undefined>, options: { keepPage?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          if (!options.keepPage && !('page' in patch)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  const setPage = useCallback(
    (next: number) => update({ page: next > 1 ? String(next) : undefined }, { keepPage: true }),
    [update],
  );
  return { get, page, update, setPage };
}
