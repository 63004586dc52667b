/** The merchant guide (/vodic-za-trgovce): from the first key to the first live sale. */
export const merchantGuide = {
  title: 'Vodič za trgovce',
  lead: 'Od prvog ključa do prve prodaje na rate: četiri koraka, sa primjerima za curl i Node.js koje možeš kopirati.',
  contents: 'Sadržaj',
  reference: 'Potpuna referenca API-ja (OpenAPI)',
  portal: 'Oblast za trgovce',
  becomePartner: 'Još nisi partner? Prijavi se',
  copy: 'Kopiraj',
  copied: 'Kopirano',
  idempotencyTitle: 'Idempotency-Key je obavezan',
  idempotency:
    'Svaki POST zahtjev na /api/v1 mora imati zaglavlje Idempotency-Key (do 255 znakova, npr. broj tvoje narudžbe). Bez njega odgovor je 400 idempotency_key_required. Ponovljeni zahtjev sa istim ključem vraća isti odgovor, pa ponovni pokušaj nakon prekida veze nikad ne pravi drugu sesiju ni drugi povraćaj.',
  steps: {
    keys: {
      title: '1. Tajni ključ',
      body: 'U oblasti za trgovce otvori „API ključevi” i izaberi „Novi tajni ključ”. Ključ (sk_test_…) se prikazuje samo jednom: sačuvaj ga na svom serveru, nikad u pregledaču ni u aplikaciji. Primjeri ispod čitaju adresu i ključ iz promjenljivih okruženja:',
    },
    checkout: {
      title: '2. Test naplata',
      body: 'Tvoj server pravi sesiju naplate sa iznosom u centima i šalje kupca na adresu iz polja url. Kupac bira 3, 6 ili 12 rata; nakon odobrenja vraća se na success_url sa ?order=<id narudžbe>.',
      curl: 'curl',
      node: 'Node.js (18 ili noviji)',
      read: 'Stanje sesije (nakon odobrenja sadrži i narudžbu):',
    },
    webhook: {
      title: '3. Webhook',
      body: 'U oblasti za trgovce, na kartici „Webhookovi”, upiši adresu svog servera i pritisni „Pošalji test događaj”. NaRate šalje događaje (order.approved, order.refunded, payout.paid …) kao JSON sa zaglavljem NaRate-Signature: t=<sekunde>,v1=<HMAC-SHA256 od "<t>.<tijelo>" tvojom tajnom za potpis>. Provjeri potpis nad sirovim tijelom i odbij stare događaje; svaki 2xx odgovor potvrđuje prijem, a inače NaRate pokušava ponovo.',
      local:
        'Tokom razvoja webhook može ići i na http://localhost ili 127.0.0.1; u produkciji adresa mora biti javna.',
    },
    live: {
      title: '4. Puštanje u rad',
      body: 'Kad test naplata i webhook rade: zatraži produkcijske ključeve (sk_live_…) od našeg poslovnog tima preko kontakt forme, zamijeni ključ na serveru, postavi javnu https adresu za webhook i napravi jednu pravu kupovinu malog iznosa.',
      contact: 'Piši poslovnom timu',
    },
    typedClient: {
      title: 'Tipizirani klijent (TypeScript)',
      body: 'Sa TypeScriptom, putanje, tijela zahtjeva i odgovori se provjeravaju prema objavljenom OpenAPI dokumentu: instaliraj openapi-fetch, generiši tipove iz /api/docs/json i napravi klijenta.',
    },
  },
};
