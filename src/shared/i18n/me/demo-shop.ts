/** The demo shop (/demo-shop, not in production). */
export const demoShop = {
  title: 'Demo prodavnica',
  /** Each product's name and description by its id, in the page's language. */
  products: {
    slusalice: {
      name: 'Bežične slušalice',
      description: 'Slušalice s poništavanjem buke i 30 sati baterije.',
    },
    ruksak: {
      name: 'Gradski ruksak',
      description: 'Vodootporan ruksak s pregradom za laptop do 15".',
    },
    sat: { name: 'Pametni sat', description: 'Mjerenje pulsa, GPS i dvije sedmice baterije.' },
    laptop: { name: 'Laptop 14"', description: 'Lagan laptop za posao i školu, 16 GB RAM.' },
  } as Record<string, { name: string; description: string } | undefined>,
  subtitle:
    'Isprobaj NaRate od početka do kraja: izaberi proizvod i plati na rate. Novi kupac ima limit od 100 €, pa su skuplji proizvodi odbijeni sa razlogom.',
  testMode: 'Test način: kartice se ne terete.',
  loading: 'Učitavanje proizvoda…',
  loadFailed: 'Demo prodavnica nije dostupna.',
  buy: 'Plati na rate sa NaRate',
  starting: 'Otvaranje plaćanja…',
  startFailed: 'Nije moguće pokrenuti plaćanje.',
  successTitle: 'Hvala na kupovini!',
  successText: (order: string) =>
    `Narudžba ${order} je plaćena prvom ratom. Ostale rate pratiš na svojoj kontrolnoj tabli.`,
  cancelledTitle: 'Plaćanje je prekinuto',
  cancelledText: 'Ništa nije naplaćeno. Možeš izabrati drugi proizvod.',
  toDashboard: 'Moji planovi otplate',
  backToShop: 'Nazad na proizvode',
};
