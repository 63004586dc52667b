// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Discrepancy, LedgerCheckView, ReconciliationReport } from '#shared/admin-api';
import { me } from '#shared/i18n/me';
import { I18nProvider } from '#client/i18n/i18n-context';
import { signedInAdmin } from '#client/testing/admin-auth';
import { AuthValueProvider } from '#client/lib/auth/auth-context';
import { currentToasts, toast } from '#client/lib/toast';
import AdminReconciliationPage from './admin-reconciliation-page';

const CHECKED_AT = '2026-11-26T10:00:00.000Z';
const ATTEMPT = '3f2a9c1e-0b7d-4c55-9e21-6a0f4d8b7c11';
const ORDER = 'a1b2c3d4-0000-4000-8000-000000000001';

const unbooked: Discrepancy = {
  orderId: null,
  kind: 'unbooked_charge',
  books: 0,
  provider: 123_456,
  attemptId: ATTEMPT,
  attemptCreatedAt: '2026-11-26T09:40:00.000Z',
  canReturnCharge: true,
};
const mismatch: Discrepancy = {
  orderId: ORDER,
  kind: 'refunded_mismatch',
  books: 0,
  provider: 1_000,
};
const payout: Discrepancy = {
  orderId: null,
  kind: 'payout_failed',
  books: 0,
  provider: 0,
  merchantId: 'b0000000-0000-4000-8000-00000000000b',
  businessDay: '2026-11-25',
};

type Answer = { status: number; body: unknown };
const json = ({ status, body }: Answer) => new Response(JSON.stringify(body), { status });

/** The admin API as the screen calls it; each list answer is taken in turn (the last repeats). */
function serve(options: { reports: Answer[]; check?: LedgerCheckView; returned?: Answer }) {
  const reports = [...options.reports];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (path === '/api/admin/reconciliation') {
      return json(reports.length > 1 ? reports.shift()! : reports[0]!);
    }
    if (path === '/api/admin/ledger/check') {
      const check = options.check ?? okCheck();
      return json({ status: 200, body: check });
    }
    if (path === '/api/admin/sms-deliveries') {
      return json({ status: 200, body: { provider: 'outbox', messages: [] } });
    }
    if (path.endsWith('/return-charge') && init?.method === 'POST') {
      return json(options.returned ?? { status: 500, body: {} });
    }
    return json({ status: 404, body: { error: 'not_found', message: 'Nema.' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const report = (discrepancies: Discrepancy[]): Answer => ({
  status: 200,
  body: { checkedAt: CHECKED_AT, discrepancies } satisfies ReconciliationReport,
});
const okCheck = (): LedgerCheckView => ({
  ok: true,
  transactions: 4,
  orders: 1,
  negativeOwed: [],
  violations: [],
  discrepancies: [],
});

const auth = signedInAdmin;

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nProvider start={{ locale: 'me', t: me }}>
        <AuthValueProvider value={auth}>
          <MemoryRouter initialEntries={['/admin/reconciliation']}>
            <AdminReconciliationPage />
          </MemoryRouter>
        </AuthValueProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

/** Money and units are written with no-break spaces; the checks read plain ones. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const toastTitles = () => currentToasts().map((t) => [plain(t.title), plain(t.description)]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toast.dismiss();
});

describe('AdminReconciliationPage', () => {
  it('says the books are in order and there are no differences', async () => {
    serve({ reports: [report([])] });
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Usklađivanje');
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
    await screen.findByText('Nema neslaganja: provajder i knjige se slažu.');
    await screen.findByTestId('ledger-ok');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: 'Usklađivanje' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('lists the differences with translated kinds, euros and ages; the return is offered once', async () => {
    serve({
      reports: [report([unbooked, mismatch, payout])],
      check: {
        ...okCheck(),
        ok: false,
        violations: [{ kind: 'ledger_not_zero', detail: 'The ledger sums to 5' }],
        discrepancies: [unbooked, mismatch, payout],
      },
    });
    renderPage();
    const table = await screen.findByRole('table', {
      name: 'Neslaganja između provajdera plaćanja i knjiga',
    });
    const rows = within(table).getAllByTestId('discrepancy-row');
    expect(rows).toHaveLength(3);
    expect(plain(rows[0]!.textContent)).toContain('Neproknjižena naplata');
    expect(plain(rows[0]!.textContent)).toContain('1.234,56 €');
    expect(plain(rows[0]!.textContent)).toContain('0,00 €');
    expect(plain(rows[0]!.textContent)).toContain(ATTEMPT);
    expect(plain(rows[0]!.textContent)).toContain('20 minuta');
    expect(plain(rows[1]!.textContent)).toContain('Vraćeno drugačije nego u knjigama');
    expect(plain(rows[1]!.textContent)).toContain(ORDER);
    expect(plain(rows[1]!.textContent)).toContain('10,00 €');
    expect(plain(rows[2]!.textContent)).toContain('Isplata trgovcu nije uspjela');
    expect(plain(rows[2]!.textContent)).toContain('Trgovac (isplata za 25. 11. 2026.):');
    expect(plain(rows[2]!.textContent)).toContain(payout.merchantId);
    // Only the unbooked checkout charge can be given back; the button names its attempt.
    const buttons = within(table).getAllByRole('button', { name: /^Vrati novac kupcu/ });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]!.getAttribute('aria-label') ?? buttons[0]!.textContent).toContain(ATTEMPT);

    const problems = await screen.findByTestId('ledger-problems');
    expect(problems.textContent).toContain('Glavna knjiga nije na nuli');
    expect(problems.textContent).toContain('Neslaganja sa provajderom: 3');
  });

  it('gives the charge back only after the confirmation, then toasts and refreshes', async () => {
    const fetchMock = serve({
      reports: [report([unbooked]), report([])],
      returned: {
        status: 200,
        body: { attemptId: ATTEMPT, status: 'refunded', amountCents: 123_456 },
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /^Vrati novac kupcu/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Vratiti novac kupcu?');
    expect(plain(dialog.textContent)).toContain('1.234,56 €');
    const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts()).toHaveLength(0);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Vrati novac' }));
    });
    await screen.findByText('Nema neslaganja: provajder i knjige se slažu.');
    expect(posts().map(([url]) => String(url))).toEqual([
      `/api/admin/payment-attempts/${ATTEMPT}/return-charge`,
    ]);
    expect(toastTitles()).toEqual([['Novac (1.234,56 €) je vraćen kupcu.', '']]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's refusal as a toast in Montenegrin", async () => {
    serve({
      reports: [report([unbooked])],
      returned: {
        status: 409,
        body: {
          error: 'conflict',
          message:
            'Ovo plaćanje je već završeno; vraća se samo naplata kupovine koja nije proknjižena.',
        },
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /^Vrati novac kupcu/ }));
    const dialog = await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Vrati novac' }));
    });
    await waitFor(() =>
      expect(toastTitles()).toEqual([
        [
          'Novac nije vraćen',
          'Ovo plaćanje je već završeno; vraća se samo naplata kupovine koja nije proknjižena.',
        ],
      ]),
    );
  });

  it('says the data is missing when the list fails to load, and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve({
      reports: [{ status: 500, body: { error: 'internal', message: 'Greška.' } }, report([])],
    });
    renderPage();
    await screen.findByText('Podaci trenutno nisu dostupni.');
    fireEvent.click(screen.getByRole('button', { name: 'Pokušaj ponovo' }));
    await screen.findByText('Nema neslaganja: provajder i knjige se slažu.');
  });
});
