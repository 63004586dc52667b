// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProfileView } from '#shared/account';
import { en } from '#shared/i18n/en';
import { me } from '#shared/i18n/me';
import { I18nProvider } from '#client/i18n/i18n-context';
import { MessageLanguageCard } from './message-language-card';

const profile: ProfileView = {
  id: 'u1',
  email: 'ana@example.com',
  displayName: 'Ana',
  bio: null,
  firstName: 'Ana',
  lastName: 'Anić',
  phone: null,
  jmbgMasked: null,
  identityComplete: false,
  emailVerified: true,
  phoneVerified: false,
  newsletterOptedIn: false,
  locale: 'me',
  createdAt: '2026-11-20T10:00:00.000Z',
};

function serve() {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { locale: 'me' | 'en' };
    return new Response(JSON.stringify({ ...profile, locale: body.locale }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderCard(locale: 'me' | 'en') {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider start={{ locale, t: locale === 'en' ? en : me }}>
        <MessageLanguageCard profile={profile} />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('MessageLanguageCard', () => {
  it('shows the stored language and saves English with PUT /api/me/locale', async () => {
    const fetchMock = serve();
    renderCard('me');
    const select = screen.getByLabelText<HTMLSelectElement>('Jezik poruka');
    expect(select.value).toBe('me');
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Sačuvaj jezik' });
    expect(save.disabled).toBe(true);
    fireEvent.change(select, { target: { value: 'en' } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/me/locale');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ locale: 'en' });
  });

  it('speaks English on an English page', () => {
    serve();
    renderCard('en');
    expect(screen.getByRole('heading', { name: 'Language of messages' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save language' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'English' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Crnogorski' })).toBeTruthy();
  });
});
