/**
 * The notification centre, push messages and the notification settings in the profile. Message
 * texts take already formatted amounts and days, so the server and the page word them alike.
 */
export const notifications = {
  bell: (count: number) => (count === 0 ? 'Obavještenja' : `Obavještenja, nepročitano: ${count}`),
  title: 'Obavještenja',
  empty: 'Nema obavještenja.',
  loadFailed: 'Obavještenja nije moguće učitati.',
  markAllRead: 'Označi sve kao pročitano',
  markRead: 'Označi kao pročitano',
  unread: 'Nepročitano',
  close: 'Zatvori',
  messages: {
    reminder: {
      title: 'Rata uskoro dospijeva',
      body: (sequence: number, merchant: string, amount: string, day: string) =>
        `${sequence}. rata za ${merchant} (${amount}) dospijeva ${day}`,
      bodyTomorrow: (sequence: number, merchant: string, amount: string) =>
        `${sequence}. rata za ${merchant} (${amount}) dospijeva sutra.`,
    },
    payment_received: {
      title: 'Plaćanje primljeno',
      body: (amount: string, merchant: string) =>
        `Primili smo ${amount} za kupovinu u ${merchant}.`,
    },
    refund_received: {
      title: 'Povraćaj primljen',
      body: (amount: string, merchant: string) =>
        `${merchant} je odobrio povraćaj od ${amount}. Raspored rata je ažuriran.`,
    },
    review_approved: {
      title: 'Kupovina odobrena',
      body: (amount: string, merchant: string) =>
        `Provjera je završena: kupovinu od ${amount} u prodavnici ${merchant} možeš završiti.`,
    },
    autopay_failed: {
      title: 'Automatsko plaćanje nije uspjelo',
      body: (sequence: number, merchant: string, amount: string) =>
        `${sequence}. rata za ${merchant} (${amount}) nije naplaćena. Plati je drugom karticom.`,
    },
  },
  settings: {
    title: 'Obavještenja',
    intro:
      'Podsjetnici prije dospijeća, potvrde plaćanja i povraćaja uvijek stižu i ovdje, u zvono.',
    pushSwitch: 'Obavještenja na telefonu',
    pushHint: 'Poruka na ovom uređaju, i kad NaRate nije otvoren.',
    pushUnsupported:
      'Ovaj preglednik ne podržava obavještenja. Na iPhone-u prvo dodaj NaRate na početni ekran.',
    pushDenied: 'Obavještenja su blokirana u postavkama preglednika za ovu stranicu.',
    pushFailed: 'Uključivanje obavještenja nije uspjelo. Pokušaj ponovo.',
    email: 'Podsjetnici emailom',
    emailHint: 'Potvrde plaćanja i ugovori uvijek stižu emailom.',
    sms: 'Podsjetnik SMS-om dan prije dospijeća',
    saved: 'Postavke obavještenja su sačuvane.',
  },
};
