// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUrlFilters } from './use-url-filters';
import { useUrlSearch } from './use-url-search';

function renderSearch(initial = '/admin/audit') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => {
      const filters = useUrlFilters();
      const [text, setText] = useUrlSearch(filters, 'actor');
      return { filters, text, setText, search: useLocation().search };
    },
    { wrapper },
  );
}

describe('a search box bound to the address', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes what was typed once typing pauses', () => {
    const { result } = renderSearch();
    act(() => result.current.setText('ana'));
    expect(result.current.search).toBe('');
    act(() => vi.advanceTimersByTime(300));
    expect(result.current.search).toBe('?actor=ana');
  });

  it('stays cleared after "Reset filters", never bringing the typed search back', () => {
    const { result } = renderSearch();
    act(() => result.current.setText('nikoga-nema'));
    act(() => vi.advanceTimersByTime(300));
    expect(result.current.search).toBe('?actor=nikoga-nema');
    // Reset filters: the box and the address are cleared together.
    act(() => {
      result.current.setText('');
      result.current.filters.update({ actor: undefined });
    });
    for (const ms of [0, 100, 300, 1000]) {
      act(() => vi.advanceTimersByTime(ms));
      expect(result.current.search).toBe('');
    }
    expect(result.current.text).toBe('');
  });

  it('starts from the address and leaves it alone until something is typed', () => {
    const { result } = renderSearch('/admin/audit?actor=marko&action=user.blocked');
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.text).toBe('marko');
    expect(result.current.search).toBe('?actor=marko&action=user.blocked');
  });
});
