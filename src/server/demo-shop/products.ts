import type { DemoProduct } from '#shared/purchase-api';

/**
 * What the demo shop sells: products under 100 € (approved for a new shopper, whose limit is
 * 100 €) and above it (declined with the reason), so a person trying it sees both outcomes.
 */
export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  {
    id: 'slusalice',
    name: 'Bežične slušalice',
    description: 'Slušalice s poništavanjem buke i 30 sati baterije.',
    priceCents: 7_900,
  },
  {
    id: 'ruksak',
    name: 'Gradski ruksak',
    description: 'Vodootporan ruksak s pregradom za laptop do 15".',
    priceCents: 4_990,
  },
  {
    id: 'sat',
    name: 'Pametni sat',
    description: 'Mjerenje pulsa, GPS i dvije sedmice baterije.',
    priceCents: 24_900,
  },
  {
    id: 'laptop',
    name: 'Laptop 14"',
    description: 'Lagan laptop za posao i školu, 16 GB RAM.',
    priceCents: 89_900,
  },
];
