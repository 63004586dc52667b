// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { me } from '#shared/i18n/me';
import type { SessionView } from '#shared/sessions';
import { I18nProvider } from '#client/i18n/i18n-context';
import { SessionsCard } from './sessions-card';

const session = (id: string, current: boolean, device: string | null): SessionView => ({
  id,
  current,
  device,
  ip: current ? '203.0.113.x' : null,
  persistent: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  lastSeenAt: '2026-11-26T09:00:00.000Z',
  expiresAt: '2026-11-27T10:00:00.000Z',
});

function serve(list: SessionView[]) {
  let sessions = list;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (path === '/api/me/sessions/sign-out-others' && init?.method === 'POST') {
      const ended = sessions.filter((s) => !s.current).length;
      sessions = sessions.filter((s) => s.current);
      return new Response(JSON.stringify({ ended }), { status: 200 });
    }
    return new Response(JSON.stringify({ sessions }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderCard() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider start={{ locale: 'me', t: me }}>
        <SessionsCard />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SessionsCard', () => {
  it('lists the devices and signs out the others only after confirming', async () => {
    const fetchMock = serve([
      session('a', true, 'Firefox · Windows'),
      session('b', false, 'Safari · iOS'),
      session('c', false, null),
    ]);
    renderCard();
    expect(screen.getByRole('status').textContent).toContain('Učitavanje uređaja…');
    await screen.findByText('Firefox · Windows');
    expect(screen.getByText('Ovaj uređaj')).toBeTruthy();
    expect(screen.getByText('Nepoznat uređaj')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Odjavi uređaj: Safari · iOS' })).toBeTruthy();
    // The current device has no sign-out button of its own.
    expect(screen.queryByRole('button', { name: 'Odjavi uređaj: Firefox · Windows' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Odjavi se sa svih drugih uređaja' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Ovaj uređaj ostaje prijavljen.');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Odjavi ostale uređaje' }));
    });
    await waitFor(() => expect(screen.getByText('Nema drugih prijavljenih uređaja.')).toBeTruthy());
    expect(screen.queryByText('Safari · iOS')).toBeNull();
  });
});
