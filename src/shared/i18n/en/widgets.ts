import type { widgets as me } from '../me/widgets';

export const widgets: typeof me = {
  priceLine: 'or {count} interest-free {word} of {amount}',
  instalmentWord: { one: 'instalment', few: 'instalments', other: 'instalments' },
  brandLabel: 'NaRate',
  checkoutButton: 'Pay in instalments with NaRate',
  checkoutButtonDetail: '{count} × {amount} · 0% interest',
};
