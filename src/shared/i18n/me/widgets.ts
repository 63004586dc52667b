/** Texts of the merchant widgets (price line and checkout button), which merchants embed. */
export const widgets = {
  priceLine: 'ili {count} {word} od {amount} bez kamate',
  instalmentWord: { one: 'rata', few: 'rate', other: 'rata' },
  brandLabel: 'NaRate',
  checkoutButton: 'Plati na rate uz NaRate',
  checkoutButtonDetail: '{count} × {amount} · 0% kamate',
};
