// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminTransactionRow } from '#shared/admin-api';
import { me } from '#shared/i18n/me';
import { I18nProvider } from '#client/i18n/i18n-context';
import { TransactionsTable } from './transactions-table';

const base = {
  businessName: 'Demo Prodavnica',
  merchantId: null,
  merchantName: 'Demo Prodavnica',
  amountCents: 4_990,
  status: 'paid',
  displayStatus: 'paid',
  createdAt: '2026-11-26T10:00:00.000Z',
  move: null,
} as const;

const rows: AdminTransactionRow[] = [
  { ...base, id: 'r1', userId: 'u1', userEmail: 'ana@primjer.me', userName: 'Ana Đurović' },
  // A deleted account: no user to open, the pseudonym as its name.
  { ...base, id: 'r2', userId: null, userEmail: null, userName: 'Obrisan korisnik #1a2b3c4d' },
];

afterEach(cleanup);

describe('TransactionsTable', () => {
  it("lists a deleted shopper's purchase under the pseudonym, without a profile link", () => {
    render(
      <MemoryRouter>
        <I18nProvider start={{ locale: 'me', t: me }}>
          <TransactionsTable rows={rows} empty="—" caption="Transakcije" />
        </I18nProvider>
      </MemoryRouter>,
    );
    const table = screen.getByRole('table', { name: 'Transakcije' });
    const [, live, deleted] = within(table).getAllByRole('row');
    expect(within(live!).getByRole('link', { name: 'Ana Đurović' }).getAttribute('href')).toBe(
      '/admin/users/u1',
    );
    expect(deleted!.textContent).toContain('Obrisan korisnik #1a2b3c4d');
    expect(within(deleted!).queryByRole('link')).toBeNull();
  });
});
