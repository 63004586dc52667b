import { describe, expect, it } from 'vitest';
import { checkoutButtonTexts, priceLineText, widgetInstalmentCents } from './widget-texts';

describe('widget texts', () => {
  it('writes the price line shown on the landing page', () => {
    expect(priceLineText(60_000, 3, 'me')).toBe('ili 3 rate od 200,00\u00a0€ bez kamate');
    expect(priceLineText(60_000, 6, 'me')).toBe('ili 6 rata od 100,00\u00a0€ bez kamate');
    expect(priceLineText(60_000, 3, 'en')).toBe('or 3 interest-free instalments of €200.00');
  });

  it('rounds one instalment to the cent', () => {
    expect(widgetInstalmentCents(10_000, 3)).toBe(3333);
    expect(widgetInstalmentCents(10_001, 2)).toBe(5001);
  });

  it('labels the checkout button with the plan', () => {
    expect(checkoutButtonTexts(60_000, 3, 'me')).toEqual({
      label: 'Plati na rate uz NaRate',
      detail: '3 × 200,00\u00a0€ · 0% kamate',
    });
  });
});
