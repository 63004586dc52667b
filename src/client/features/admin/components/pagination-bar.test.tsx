// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../../../shared/i18n/en';
import { me } from '../../../../shared/i18n/me';
import { I18nProvider } from '../../../i18n/i18n-context';
import { PaginationBar } from './pagination-bar';

function renderBar(locale: 'me' | 'en', totalCapped: boolean) {
  return render(
    <I18nProvider start={{ locale, t: locale === 'en' ? en : me }}>
      <PaginationBar
        page={2}
        pageSize={20}
        total={10_000}
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
    expect(screen.getByText('Prikazano 21–40 od 10000')).toBeTruthy();
  });

  it('says "more than" when the list was counted only up to its total, in both languages', () => {
    renderBar('me', true);
    expect(screen.getByText('Prikazano 21–40 od više od 10000')).toBeTruthy();
    cleanup();
    renderBar('en', true);
    expect(screen.getByText('Showing 21–40 of more than 10000')).toBeTruthy();
  });
});
