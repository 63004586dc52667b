/**
 * The landing page's title and description, on their own so the first page ships them without
 * every other page's (see core.ts).
 */
export const homeMeta = {
  title: 'NaRate — Kupi odmah, plati NaRate',
  description:
    'Kupuj odmah kod partnerskih trgovaca i plati u 3, 6 ili 12 rata bez kamate i skrivenih troškova.',
};
