// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { me } from '#shared/i18n/me';
import { I18nProvider } from '#client/i18n/i18n-context';
import { InstalmentCalculator } from './instalment-calculator';

afterEach(cleanup);

function setup() {
  render(
    <I18nProvider start={{ locale: 'me', t: me }}>
      <InstalmentCalculator />
    </I18nProvider>,
  );
  const amount = screen.getByLabelText<HTMLInputElement>('Iznos kupovine (€)');
  const count = (option: number) =>
    screen.getByRole<HTMLInputElement>('radio', {
      name: `${option} ${option === 3 ? 'rate' : 'rata'}`,
    });
  const perInstalment = () => screen.getByTestId('per-instalment').textContent;
  const schedule = () => screen.queryByRole('list', { name: 'Plan otplate' });
  return { amount, count, perInstalment, schedule };
}

describe('InstalmentCalculator', () => {
  it('starts at 600 € in 3 instalments with the whole schedule shown', () => {
    const { amount, count, perInstalment, schedule } = setup();
    expect(amount.value).toBe('600');
    expect(count(3).checked).toBe(true);
    expect(perInstalment()).toBe('200,00\u00a0€');
    expect(within(schedule() as HTMLElement).getAllByRole('listitem')).toHaveLength(3);
  });

  it.each(['', '.'])('treats %j as 0 and shows 0 after blur', (typed) => {
    const { amount, perInstalment } = setup();
    fireEvent.change(amount, { target: { value: typed } });
    expect(amount.value).toBe(typed);
    expect(perInstalment()).toBe('0,00\u00a0€');
    fireEvent.blur(amount);
    expect(amount.value).toBe('0');
  });

  it('ignores non-numeric text and clamps large amounts to 5000', () => {
    const { amount, perInstalment } = setup();
    fireEvent.change(amount, { target: { value: 'abc' } });
    expect(amount.value).toBe('600');
    fireEvent.change(amount, { target: { value: '99999' } });
    expect(perInstalment()).toBe('1.666,67\u00a0€');
    fireEvent.blur(amount);
    expect(amount.value).toBe('5000');
  });

  it('moves the amount slider in steps of 50 within 0-5000 € and offers only 3, 6 or 12', () => {
    const { amount, count, perInstalment } = setup();
    const amountSlider = screen.getByLabelText<HTMLInputElement>('Iznos kupovine, klizač');
    amountSlider.stepUp();
    fireEvent.change(amountSlider);
    expect(amount.value).toBe('650');
    fireEvent.change(amountSlider, { target: { value: '9000' } });
    expect(amount.value).toBe('5000');
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual([
      '3',
      '6',
      '12',
    ]);
    fireEvent.click(count(12));
    expect(count(12).checked).toBe(true);
    expect(perInstalment()).toBe('416,67\u00a0€');
  });

  it('collapses more than four instalments behind a toggle', () => {
    const { count, schedule } = setup();
    expect(within(schedule() as HTMLElement).getAllByRole('listitem')).toHaveLength(3);
    fireEvent.click(count(6));
    expect(schedule()).toBeNull();
    fireEvent.click(count(12));
    expect(schedule()).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Prikaži plan otplate' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const items = within(schedule() as HTMLElement).getAllByRole('listitem');
    expect(items).toHaveLength(12);
    expect((schedule() as HTMLElement).className).toContain('max-h-[250px]');
  });

  it.each(['1.234,56', '1,234.56', '1234,56', '1234.56'])(
    'reads %j as 1.234,56 € and says so',
    (typed) => {
      const { amount, perInstalment } = setup();
      fireEvent.change(amount, { target: { value: typed } });
      expect(amount.value).toBe(typed);
      expect(screen.getByTestId('amount-understood').textContent).toBe(
        'Računamo sa 1.234,56\u00a0€',
      );
      expect(perInstalment()).toBe('411,52\u00a0€');
    },
  );

  it('says when the text is not an amount', () => {
    const { amount, perInstalment } = setup();
    fireEvent.change(amount, { target: { value: '1.2.3' } });
    expect(screen.getByTestId('amount-understood').textContent).toContain(
      'Ovaj iznos ne razumijemo',
    );
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(perInstalment()).toBe('0,00\u00a0€');
  });

  it('lists cent-exact instalments that add up to the total', () => {
    const { amount, perInstalment, schedule } = setup();
    fireEvent.change(amount, { target: { value: '100' } });
    expect(perInstalment()).toBe('33,33\u00a0€');
    const amounts = within(schedule() as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.tabular-nums')?.textContent);
    expect(amounts).toEqual(['33,34\u00a0€', '33,33\u00a0€', '33,33\u00a0€']);
  });
});

describe('rounding in words', () => {
  it('says why the first instalment of 1.000 € in 3 is a cent more than the headline', () => {
    const { amount, perInstalment } = setup();
    fireEvent.change(amount, { target: { value: '1000' } });
    expect(perInstalment()).toBe('333,33\u00a0€');
    expect(screen.getByTestId('rounding-note').textContent).toBe(
      'Prva rata je veća za 1 cent zbog zaokruživanja.',
    );
  });

  it('says nothing when the amount divides evenly', () => {
    const { amount } = setup();
    fireEvent.change(amount, { target: { value: '600' } });
    expect(screen.queryByTestId('rounding-note')).toBeNull();
  });
});
