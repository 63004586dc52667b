/** The demo shop (/demo-shop, not in production). */
export const demoShop = {
  title: 'Demo prodavnica',
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
