// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SmsDeliveriesView } from '#shared/admin-api';
import type { Catalogue, Locale } from '#shared/i18n/catalogue';
import { en } from '#shared/i18n/en';
import { me } from '#shared/i18n/me';
import { I18nProvider } from '#client/i18n/i18n-context';
import { signedInAdmin } from '#client/testing/admin-auth';
import { AuthValueProvider } from '#client/lib/auth/auth-context';
import { SmsDeliverySection } from './sms-delivery-section';

const view: SmsDeliveriesView = {
  provider: 'infobip',
  messages: [
    {
      id: 'a1',
      recipient: '•••••••••118',
      status: 'sent',
      attempts: 1,
      lastError: null,
      createdAt: '2026-11-26T10:00:00.000Z',
      sentAt: '2026-11-26T10:00:01.000Z',
      delivery: 'undeliverable',
      deliveryDetail: 'UNDELIVERABLE_NOT_DELIVERED · EC_ABSENT_SUBSCRIBER',
      reportedAt: '2026-11-26T10:00:09.000Z',
    },
    {
      id: 'a2',
      recipient: '•••••••••119',
      status: 'failed',
      attempts: 1,
      lastError: 'Infobip answered 401: Invalid login details',
      createdAt: '2026-11-26T09:59:00.000Z',
      sentAt: null,
      delivery: null,
      deliveryDetail: null,
      reportedAt: null,
    },
    {
      id: 'a3',
      recipient: '•••••••••120',
      status: 'sent',
      attempts: 2,
      lastError: 'Infobip did not answer within 10000 ms',
      createdAt: '2026-11-26T09:58:00.000Z',
      sentAt: '2026-11-26T09:58:30.000Z',
      delivery: 'delivered',
      deliveryDetail: 'DELIVERED_TO_HANDSET',
      reportedAt: '2026-11-26T09:58:40.000Z',
    },
  ],
};

const auth = signedInAdmin;

function serve(body: SmsDeliveriesView) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input) === '/api/admin/sms-deliveries'
        ? new Response(JSON.stringify(body), { status: 200 })
        : new Response('{}', { status: 404 }),
    ),
  );
}

function renderSection(locale: Locale, t: Catalogue) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nProvider start={{ locale, t }}>
        <AuthValueProvider value={auth}>
          <SmsDeliverySection />
        </AuthValueProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SmsDeliverySection', () => {
  it.each([
    ['me', me, 'Nije isporučeno', 'Slanje nije uspjelo', 'Isporučeno'],
    ['en', en, 'Not delivered', 'Sending failed', 'Delivered'],
  ] as const)(
    'in %s shows a failed delivery report, a failed hand-over and a delivered SMS',
    async (locale, t, undeliverable, failed, delivered) => {
      serve(view);
      renderSection(locale, t);
      const table = await screen.findByRole('table', { name: t.admin.smsDelivery.caption });
      const rows = within(table).getAllByTestId('sms-delivery-row');
      expect(rows).toHaveLength(3);
      expect(rows[0]!.textContent).toContain(undeliverable);
      expect(rows[0]!.textContent).toContain('EC_ABSENT_SUBSCRIBER');
      expect(rows[0]!.textContent).toContain('•••••••••118');
      expect(rows[1]!.textContent).toContain(failed);
      expect(rows[1]!.textContent).toContain('Infobip answered 401: Invalid login details');
      expect(rows[2]!.textContent).toContain(delivered);
      // A retry that later succeeded shows no stale error.
      expect(rows[2]!.textContent).not.toContain('did not answer');
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(t.admin.smsDelivery.title);
    },
  );

  it('says SMS are only kept when the provider is the outbox', async () => {
    serve({ provider: 'outbox', messages: [] });
    renderSection('me', me);
    await screen.findByText(me.admin.smsDelivery.empty);
    expect(screen.getByText(me.admin.smsDelivery.outboxOnly)).toBeTruthy();
  });
});
