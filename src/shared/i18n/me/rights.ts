/** The shopper's credit rights: review of a decline, withdrawal, moving an instalment; the admin queue. */
export const rights = {
  decline: {
    nextStepTitle: 'Šta možeš da uradiš',
    nextSteps: {
      over_limit:
        'Možeš izabrati manji iznos, ranije platiti neku od postojećih rata da oslobodiš limit, ili zatražiti da kupovinu pregleda osoba.',
      overdue:
        'Plati ratu koja kasni na stranici „Moji planovi“; odmah zatim možeš ponovo kupovati. Ako misliš da je to greška, zatraži pregled od strane osobe.',
      not_verified:
        'Pošalji sebi kod na email dugmetom iznad i upiši ga ovdje: kupovina se nastavlja na ovoj stranici.',
      blocked: 'Javi se podršci na /kontakt; pregled kupovine ne otključava blokiran nalog.',
      identity_incomplete:
        'Na svom profilu upiši ime, prezime, JMBG i broj telefona, pa se vrati na ovu stranicu.',
      own_shop: 'Prijavi se ličnim nalogom koji nije korisnik ove prodavnice.',
      invalid_amount: 'Vrati se u prodavnicu i provjeri iznos korpe.',
    } as Record<string, string>,
    fallbackNextStep: 'Vrati se u prodavnicu ili nam se javi na /kontakt.',
    reasons: {
      over_limit: 'Iznos je veći od tvog raspoloživog limita.',
      overdue: 'Imaš ratu u kašnjenju.',
      not_verified: 'Verifikuj svoju email adresu i kupuj na rate.',
      blocked: 'Tvoj nalog je blokiran.',
      identity_incomplete: 'Za kupovinu na rate potrebni su tvoj JMBG i broj telefona.',
      own_shop: 'Ne možeš kupovati na rate u prodavnici čiji si korisnik.',
      invalid_amount: 'Iznos kupovine nije ispravan.',
    } as Record<string, string>,
    requestReview: 'Zatraži pregled od strane osobe',
    requesting: 'Slanje zahtjeva…',
    reviewHint: 'Osoba iz NaRate tima pogleda tvoju kupovinu i odgovori ti emailom.',
    received: 'Zahtjev je primljen. Javićemo ti se u roku od 2 radna dana.',
    answeredTitle: 'Odgovor na tvoj zahtjev za pregled',
    approvedNotice:
      'Osoba iz NaRate tima je pregledala i odobrila ovu kupovinu. Možeš je završiti jednom.',
    requestFailed: 'Zahtjev nije poslat',
  },
  withdraw: {
    button: 'Odustani od kredita',
    title: 'Odustajanje od kredita',
    description: (amount: string, lastDay: string) =>
      `Plati preostalu glavnicu od ${amount} karticom, bez naknade i bez kamate. Rok za odustanak: ${lastDay}`,
    keeps: 'Kupovina ostaje tvoja; prestaje samo kredit, a plan dobija status „Povučeno“.',
    confirm: (amount: string) => `Plati ${amount} i odustani`,
    working: 'Plaćanje…',
    done: 'Odustanak od kredita je završen',
    doneText: 'Plan je zatvoren sa statusom „Povučeno“.',
    failed: 'Odustajanje nije uspjelo',
  },
  move: {
    button: 'Pomjeri ratu',
    title: 'Pomjeranje rate',
    description: 'Jednom po planu jednu neplaćenu ratu možeš pomjeriti do 30 dana, bez naknade.',
    instalment: 'Rata',
    instalmentOption: (n: number, date: string, amount: string) =>
      `${n}. rata · ${date} · ${amount}`,
    days: 'Za koliko dana (1–30)',
    newDate: (date: string) => `Novi datum dospijeća: ${date}`,
    confirm: 'Pomjeri ratu',
    working: 'Pomjeranje…',
    done: 'Rata je pomjerena',
    failed: 'Pomjeranje nije uspjelo',
    used: (n: number, date: string) =>
      `${n}. rata je pomjerena na ${date} (jedino pomjeranje ovog plana).`,
  },
  cancel: 'Ne sada',
  close: 'Zatvori',
  admin: {
    title: 'Zahtjevi za pregled',
    subtitle:
      'Odbijene kupovine koje kupci žele da pregleda osoba. Odgovor u roku od 2 radna dana.',
    loading: 'Učitavanje zahtjeva…',
    loadFailed: 'Zahtjevi se nisu učitali.',
    retry: 'Pokušaj ponovo',
    empty: 'Nema zahtjeva u ovoj listi.',
    filters: { pending: 'Na čekanju', approved: 'Odobreni', answered: 'Odgovoreni', all: 'Svi' },
    status: { pending: 'Na čekanju', approved: 'Odobreno', answered: 'Odgovoreno' } as Record<
      string,
      string
    >,
    amount: 'Iznos',
    merchant: 'Trgovac',
    shopper: 'Kupac',
    reason: 'Razlog odbijanja',
    requested: 'Zatraženo',
    note: 'Poruka kupcu',
    notePlaceholder: 'Objasnite odluku ili šta kupac može uraditi.',
    approve: 'Odobri kupovinu jednom',
    answer: 'Odgovori porukom',
    confirmApproveTitle: 'Odobriti ovu kupovinu?',
    confirmApproveText: (amount: string, shopper: string) =>
      `${shopper} će moći jednom završiti kupovinu od ${amount} u narednih 7 dana. Kupac dobija email.`,
    confirmAnswerTitle: 'Poslati odgovor?',
    confirmAnswerText: 'Kupovina ostaje odbijena, a kupac dobija tvoju poruku emailom.',
    noteRequired: 'Napišite poruku kupcu.',
    decided: 'Odluka je sačuvana i kupac je obaviješten.',
    decideFailed: 'Odluka nije sačuvana',
    used: 'Iskorišteno',
    approvedUntil: (date: string) => `Važi do ${date}`,
    unknownShopper: 'Obrisan nalog',
    means: 'Prijavljena primanja',
    income: 'Mjesečni prihod',
    obligations: 'Mjesečne obaveze',
    notDeclared: 'Nije prijavljeno',
    cap: 'Najviše duga (mjesečni raspoloživi prihod)',
    capUndeclared: 'Najviše duga bez prijave primanja',
    owedAfter: 'Dug sa ovom kupovinom',
    overCap:
      'Ova kupovina prelazi raspoloživi prihod kupca. Odobrenje je moguće samo uz razlog prekoračenja, koji se čuva u dnevniku izmjena.',
    overrideReason: 'Razlog odobrenja iznad prihoda',
    overrideReasonPlaceholder: 'Npr. kupac je dostavio potvrdu o većim primanjima.',
    overrideReasonRequired: 'Napišite razlog prekoračenja (najmanje 10 znakova).',
    overrideGiven: (reason: string) => `Odobreno iznad prihoda: ${reason}`,
  },
};
