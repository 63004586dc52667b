import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';
import type { useUrlFilters } from './use-url-filters';

type UrlFilters = ReturnType<typeof useUrlFilters>;

/**
 * A search box bound to one filter in the address: what is typed goes into the address once
 * typing pauses. Only a new pause writes it, so a filter changed meanwhile in another way ("Reset
 * filters", a link) is never put back from what was typed before: comparing the paused text with
 * the address on every change brought an old search back right after "Reset filters".
 */
export function useUrlSearch(filters: UrlFilters, key: string): [string, (text: string) => void] {
  const [text, setText] = useState(filters.get(key));
  const paused = useDebouncedValue(text.trim());
  const written = useRef(paused);
  const { get, update } = filters;
  useEffect(() => {
    if (paused === written.current) return;
    written.current = paused;
    if (paused !== get(key)) update({ [key]: paused || undefined });
  }, [paused, get, key, update]);
  return [text, setText];
}
