// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/i18n-context';
import { ApiError } from '../../lib/api-client';
import { VerificationCodeDialog } from './verification-code-dialog';

afterEach(cleanup);

interface Calls {
  sent: number;
  verified: string[];
  done: number;
}

/** The dialog as a page uses it, with a send and verify that record what they were given. */
function Harness({ calls, rightCode = '123456' }: { calls: Calls; rightCode?: string }) {
  const [open, setOpen] = useState(true);
  return (
    <I18nProvider>
      <VerificationCodeDialog
        open={open}
        onOpenChange={setOpen}
        channel="phone"
        target="+382 67 111 222"
        send={async () => {
          calls.sent += 1;
          return { resendAfterSeconds: 0 };
        }}
        verify={async (code) => {
          calls.verified.push(code);
          if (code !== rightCode) {
            throw new ApiError(400, 'wrong_code', 'Unesi ispravan verifikacioni kod.');
          }
        }}
        onVerified={() => {
          calls.done += 1;
        }}
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
    const calls: Calls = { sent: 0, verified: [], done: 0 };
    render(<Harness calls={calls} />);
    expect(screen.getByRole('dialog', { name: 'Verifikacija broja telefona' })).toBeTruthy();
    expect(screen.queryByLabelText('Verifikacioni kod')).toBeNull();
    await click('Pošalji kod');
    expect(calls.sent).toBe(1);

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
    expect(calls.verified).toEqual(['654321']);
    expect(calls.done).toBe(0);

    fireEvent.change(input, { target: { value: '123456' } });
    await click('Verifikuj');
    expect(calls.done).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('clears the typed code when a new one is sent', async () => {
    const calls: Calls = { sent: 0, verified: [], done: 0 };
    render(<Harness calls={calls} />);
    await click('Pošalji kod');
    const input = screen.getByLabelText<HTMLInputElement>('Verifikacioni kod');
    fireEvent.change(input, { target: { value: '999' } });
    await click('Pošalji ponovo');
    expect(calls.sent).toBe(2);
    expect(screen.getByLabelText<HTMLInputElement>('Verifikacioni kod').value).toBe('');
  });
});
