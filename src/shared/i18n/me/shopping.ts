import { withFullStop } from '../format';
/** The dashboard's next-payment summary and the list of partner stores (/prodavnice). */
export const shopping = {
  next: {
    title: 'Sljedeća rata i dostupan iznos',
    nextLine: (amount: string, day: string) =>
      `Sljedeća rata: ${amount} dospijeva ${withFullStop(day)}`,
    nextPlan: (merchant: string, sequence: number) => `${merchant}, ${sequence}. rata`,
    nothingDue: 'Nemaš rata za plaćanje.',
    payNow: 'Plati sada',
    available: (available: string, limit: string) => `Dostupno: ${available} od ${limit}`,
    availableNote: 'Dostupno je tvoj limit umanjen za ono što još duguješ.',
    findStores: 'Pogledaj prodavnice u kojima možeš platiti na rate',
    loadFailed: 'Nije moguće učitati sljedeću ratu.',
  },
  stores: {
    title: 'Prodavnice',
    subtitle: 'Partnerske prodavnice u kojima možeš platiti na rate uz NaRate.',
    name: 'Prodavnica',
    category: 'Kategorija',
    website: 'Web sajt',
    noWebsite: 'Nema web sajta',
    empty: 'Još nema partnerskih prodavnica.',
    loading: 'Učitavanje prodavnica…',
    loadFailed: 'Nije moguće učitati prodavnice.',
    retry: 'Pokušaj ponovo',
    count: (n: number) => `Partnerskih prodavnica: ${n}`,
    becomePartner: 'Imaš prodavnicu? Postani partner',
    navLabel: 'Prodavnice',
    searchLabel: 'Pretraži prodavnice',
    searchPlaceholder: 'Naziv prodavnice',
    categoriesLabel: 'Kategorije',
    allCategories: 'Sve',
    found: (n: number) => `Pronađenih prodavnica: ${n}`,
    noMatch: 'Nijedna prodavnica ne odgovara pretrazi.',
    showAll: 'Prikaži sve prodavnice',
    openStore: 'Otvori prodavnicu',
  },
};
