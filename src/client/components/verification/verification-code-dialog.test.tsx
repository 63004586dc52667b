// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { me } from '#shared/i18n/me';
import { I18nProvider } from '#client/i18n/i18n-context';
import { ApiError } from '#client/lib/api-client';
import { currentToasts } from '#client/lib/toast';
import { VerificationCodeDialog } from './verification-code-dialog';

afterEach(cleanup);

/** Recorded calls of the dialog's send, verify and onVerified. */
function makeCalls(rightCode = '123456') {
  return {
    send: vi.fn(async () => ({ resendAfterSeconds: 0 })),
    verify: vi.fn(async (code: string) => {
      if (code !== rightCode) {
        throw new ApiError(400, 'wrong_code', 'Unesi ispravan verifikacioni kod.');
      }
    }),
    onVerified: vi.fn(),
  };
}
type Calls = ReturnType<typeof makeCalls>;

/** The dialog as a page uses it. */
function Harness({ calls }: { calls: Calls }) {
  const [open, setOpen] = useState(true);
  return (
    <I18nProvider start={{ locale: 'me', t: me }}>
      <VerificationCodeDialog
        open={open}
        onOpenChange={setOpen}
        channel="phone"
        target="+382 67 111 222"
        send={calls.send}
        verify={calls.verify}
        onVerified={calls.onVerified}
      />
    </I18nProvider>
  );
}

async function click(name: RegExp | string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

describe('VerificationCodeDialog', () => {
  it('sends first, then takes digits only, at most six, and verifies at exactly six', async () => {
    const calls = makeCalls();
    render(<Harness calls={calls} />);
    // Step 1 names where the code will go.
    expect(
      screen.getByRole('dialog', { name: 'Verifikacija broja telefona' }).textContent,
    ).toContain('Poslaćemo 6-cifreni verifikacioni kod na +382 67 111 222.');
    expect(screen.queryByLabelText('Verifikacioni kod')).toBeNull();
    await click('Pošalji kod');
    expect(calls.send).toHaveBeenCalledTimes(1);

    const input = screen.getByLabelText<HTMLInputElement>('Verifikacioni kod');
    const verify = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Verifikuj' });
    fireEvent.change(input, { target: { value: '12a3-4 5' } });
    expect(input.value).toBe('12345');
    expect(verify().disabled).toBe(true);
    fireEvent.change(input, { target: { value: '12345678' } });
    expect(input.value).toBe('123456');
    expect(verify().disabled).toBe(false);

    fireEvent.change(input, { target: { value: '654321' } });
    await click('Verifikuj');
    expect(calls.verify).toHaveBeenCalledWith('654321');
    expect(calls.onVerified).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: '123456' } });
    await click('Verifikuj');
    expect(calls.onVerified).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The screen that opened the dialog says what verifying brought: the dialog adds no second
    // success toast of its own.
    expect(currentToasts().filter((item) => item.kind === 'success')).toEqual([
      expect.objectContaining({ title: 'Kod poslan' }),
    ]);
  });

  it('clears the typed code when a new one is sent', async () => {
    const calls = makeCalls();
    render(<Harness calls={calls} />);
    await click('Pošalji kod');
    const input = screen.getByLabelText<HTMLInputElement>('Verifikacioni kod');
    fireEvent.change(input, { target: { value: '999' } });
    await click('Pošalji ponovo');
    expect(calls.send).toHaveBeenCalledTimes(2);
    expect(screen.getByLabelText<HTMLInputElement>('Verifikacioni kod').value).toBe('');
  });

  it('says how many tries are left, and a locked code disables Verifikuj until a new one', async () => {
    const calls = makeCalls();
    let left = 2;
    calls.verify.mockImplementation(async () => {
      left -= 1;
      if (left > 0) {
        throw new ApiError(
          400,
          'wrong_code',
          'Unesi ispravan verifikacioni kod.',
          {},
          {
            attemptsLeft: left,
          },
        );
      }
      throw new ApiError(
        429,
        'code_locked',
        'Previše pogrešnih pokušaja.',
        {},
        {
          attemptsLeft: 0,
          retryAfterSeconds: 40,
        },
      );
    });
    render(<Harness calls={calls} />);
    await click('Pošalji kod');
    const input = screen.getByLabelText<HTMLInputElement>('Verifikacioni kod');
    fireEvent.change(input, { target: { value: '111111' } });
    await click('Verifikuj');
    expect(screen.getByTestId('code-attempts').textContent).toBe(
      'Pogrešan kod. Ostao ti je još 1 pokušaj.',
    );
    await click('Verifikuj');
    expect(screen.getByTestId('code-attempts').textContent).toContain('Previše pogrešnih pokušaja');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Verifikuj' }).disabled).toBe(
      true,
    );
    expect(input.disabled).toBe(true);
    expect(screen.getByRole('button', { name: /Pošalji ponovo za 40 s/ })).toBeTruthy();
  });
});
