/** The landing page's instalment calculator. */
export const calculator = {
  title: 'Izračunaj svoju ratu',
  lead: 'Upiši iznos ili pomjeri klizač, izaberi broj rata i odmah vidi koliko plaćaš mjesečno.',
  amountLabel: 'Iznos kupovine (€)',
  amountSliderLabel: 'Iznos kupovine, klizač',
  amountHint: 'Od 0 do 5.000 €, npr. 1.234,56',
  understood: 'Računamo sa {amount}',
  notUnderstood: 'Ovaj iznos ne razumijemo. Upiši ga npr. kao 1.234,56 ili 1234,56.',
  instalmentsLabel: 'Broj rata',
  instalmentWord: { one: 'rata', few: 'rate', other: 'rata' },
  perInstalment: 'Mjesečna rata',
  perInstalmentNote: '{count} {word} · 0% kamate',
  total: 'Ukupno za plaćanje',
  interest: 'Kamata',
  scheduleTitle: 'Plan otplate',
  scheduleShow: 'Prikaži plan otplate',
  scheduleHide: 'Sakrij plan otplate',
  instalmentN: '{index}. rata',
  today: 'danas',
  /** Why some instalments differ from the headline by a cent ({n}: how many). */
  roundingFirstHigher: {
    one: 'Prva rata je veća za 1 cent zbog zaokruživanja.',
    few: 'Prve {n} rate su veće za 1 cent zbog zaokruživanja.',
    other: 'Prvih {n} rata je veće za 1 cent zbog zaokruživanja.',
  },
  roundingLastLower: {
    one: 'Posljednja rata je manja za 1 cent zbog zaokruživanja.',
    few: 'Posljednje {n} rate su manje za 1 cent zbog zaokruživanja.',
    other: 'Posljednjih {n} rata je manje za 1 cent zbog zaokruživanja.',
  },
  disclaimer: 'Informativni izračun. Konačan plan vidiš na blagajni prije potvrde kupovine.',
};
