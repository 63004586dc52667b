// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { me } from '#shared/i18n/me';
import { I18nProvider } from '#client/i18n/i18n-context';
import { EmailVerificationBanner } from './email-verification-banner';

/** The server's answers, by path; the banner talks to it only through fetch. */
function serve(routes: Record<string, { status: number; body: unknown }>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input);
    const answer = routes[path] ?? { status: 404, body: { message: 'nema' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderBanner() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider start={{ locale: 'me', t: me }}>
        <EmailVerificationBanner userId="u1" email="nina@primjer.me" />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('EmailVerificationBanner', () => {
  it('sends the email and opens the modal at the code step', async () => {
    const fetchMock = serve({
      '/api/me/email-verification/send': {
        status: 200,
        body: { sentTo: 'nina@primjer.me', expiresInSeconds: 600, resendAfterSeconds: 60 },
      },
    });
    renderBanner();
    expect(
      screen.getByRole('region', { name: 'Verifikuj svoju email adresu' }).textContent,
    ).toContain('Potvrdi email adresu i dobij +10 bodova kredibiliteta na kredit skoru.');
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Pošalji verifikacioni email' }));
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/me/email-verification/send',
      expect.objectContaining({ method: 'POST' }),
    );
    // The code step at once (the email already carries the code), naming the address, with the
    // resend held back for the 60 s the server asked for.
    expect(screen.getByRole('dialog', { name: 'Verifikacija email adrese' }).textContent).toContain(
      'nina@primjer.me',
    );
    expect(screen.queryByRole('button', { name: 'Pošalji kod' })).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Verifikacioni kod').value).toBe('');
    const resend = screen.getByRole<HTMLButtonElement>('button', { name: /Pošalji ponovo za/ });
    expect(resend.textContent).toMatch(/Pošalji ponovo za (59|60) s/);
    expect(resend.disabled).toBe(true);
  });

  it('stays hidden once dismissed', async () => {
    serve({});
    const { unmount } = renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Zatvori obavještenje' }));
    expect(screen.queryByRole('region')).toBeNull();
    unmount();
    renderBanner();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('does not open the modal when the email could not be sent', async () => {
    serve({ '/api/me/email-verification/send': { status: 500, body: { message: 'x' } } });
    renderBanner();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Pošalji verifikacioni email' }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
