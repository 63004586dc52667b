import { describe, expect, it } from 'vitest';
import { demoShop as en } from '#shared/i18n/en/demo-shop';
import { demoShop as me } from '#shared/i18n/me/demo-shop';
import { DEMO_PRODUCTS } from './products';

describe('demo shop products', () => {
  it('have a name and description in both languages, the Montenegrin ones as the shop sells them', () => {
    for (const product of DEMO_PRODUCTS) {
      expect(me.products[product.id]).toEqual({
        name: product.name,
        description: product.description,
      });
      const english = en.products[product.id];
      expect(english?.name).toBeTruthy();
      expect(english?.description).not.toBe(product.description);
    }
  });
});
