// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '#shared/i18n/en';
import { me } from '#shared/i18n/me';
import { I18nProvider } from '#client/i18n/i18n-context';
import { PaginationBar } from './pagination-bar';

function renderBar(locale: 'me' | 'en', totalCapped: boolean, page = 2) {
  return render(
    <I18nProvider start={{ locale, t: locale === 'en' ? en : me }}>
      <PaginationBar
        page={page}
        pageSize={20}
        total={1_000}
        totalCapped={totalCapped}
        onPageChange={() => undefined}
      />
    </I18nProvider>,
  );
}

afterEach(cleanup);

describe('PaginationBar', () => {
  it('shows the exact total of a counted list', () => {
    renderBar('me', false);
    expect(screen.getByText('Prikazano 21–40 od 1000')).toBeTruthy();
  });

  it('says "more than" when the list was counted only up to its total, in both languages', () => {
    renderBar('me', true);
    expect(screen.getByText('Prikazano 21–40 od više od 1000')).toBeTruthy();
    cleanup();
    renderBar('en', true);
    expect(screen.getByText('Showing 21–40 of more than 1000')).toBeTruthy();
  });

  it('keeps "next" open past the counted pages of a list counted only in part', () => {
    renderBar('me', true, 50);
    expect(screen.getByText('Stranica 50 od 50+')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Sljedeća/ }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    cleanup();
    renderBar('me', false, 50);
    expect((screen.getByRole('button', { name: /Sljedeća/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
