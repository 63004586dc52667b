/** /uslovi, /privatnost and /prigovori: the product's own terms, privacy notice and complaints. */
export const legal = {
  termsVersion: 'Verzija 2026-11-20',
  terms: {
    title: 'Uslovi korištenja',
    lead: 'Pravila između tebe i NaRate d.o.o. (Podgorica) kad kupuješ na rate bez kamate.',
    sections: [
      {
        heading: 'Šta je NaRate',
        paragraphs: [
          'NaRate ti daje beskamatni potrošački kredit za kupovinu kod partnerskih trgovaca: trgovac dobija novac odmah, a ti plaćaš u 3, 6 ili 12 mjesečnih rata. Kamata je 0 %, efektivna kamatna stopa 0 %, nema naknada.',
        ],
      },
      {
        heading: 'Nalog',
        paragraphs: [
          'Jedna osoba ima jedan nalog: JMBG i verifikovani broj telefona mogu pripadati samo jednom nalogu. Podaci moraju biti tačni i tvoji.',
          'Lozinku čuvaš samo ti. Ako posumnjaš da je neko drugi koristi, odmah je promijeni i javi nam se.',
        ],
      },
      {
        heading: 'Limit i kreditna sposobnost',
        paragraphs: [
          'Svaki nalog počinje sa limitom od 100 €. Limit raste najviše jedan korak u 30 dana, kada otplatiš glavnicu od najmanje polovine trenutnog limita, i nikad nije veći od tvog mjesečnog raspoloživog prihoda koji prijaviš prije prvog povećanja.',
          'Prije svake kupovine provjeravamo da li iznos staje u raspoloživi limit i da nema rata u kašnjenju. Ako je kupovina odbijena, vidiš razlog i možeš tražiti da je pregleda osoba.',
        ],
      },
      {
        heading: 'Ugovor i dokumenti',
        paragraphs: [
          'Prije potvrde dobijaš predugovorne informacije kao PDF. Kada potvrdiš kupovinu, ugovor o kreditu ti šaljemo emailom i možeš ga preuzeti sa plana otplate. Čuvamo vrijeme, adresu sa koje si prihvatio i otisak (SHA-256) dokumenta.',
        ],
      },
      {
        heading: 'Plaćanje, kašnjenje, odustanak',
        paragraphs: [
          'Prva rata se plaća pri kupovini, ostale mjesečno; svaku možeš platiti ranije, bez naknade. Podsjetnik stiže 3 dana prije dospijeća.',
          'Rata neplaćena nekoliko dana nakon dospijeća: kredit skor se umanjuje za 50 bodova, limit se zamrzava i nove kupovine nisu moguće dok je ne platiš. Nema zateznih kamata ni naknada.',
          'Od kredita možeš odustati u roku od 14 dana bez navođenja razloga, plaćajući samo preostalu glavnicu.',
        ],
      },
      {
        heading: 'Prigovori i sporovi',
        paragraphs: [
          'Prigovor podnosiš na stranici Prigovori; odgovaramo u roku od 15 dana. Ako nisi zadovoljan odgovorom, možeš se obratiti Centru za alternativno rješavanje sporova u Podgorici ili Centralnoj banci Crne Gore, koja nadzire pružaoce potrošačkih kredita.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Politika privatnosti',
    lead: 'Koje podatke NaRate d.o.o. obrađuje, zašto i koja su tvoja prava (GDPR i crnogorski Zakon o zaštiti podataka o ličnosti).',
    sections: [
      {
        heading: 'Koje podatke čuvamo',
        paragraphs: [
          'Ime, prezime, email, broj telefona (u međunarodnom obliku), JMBG (šifrovan AES-256-GCM, uz ključem zaštićen otisak koji sprječava dvostruke naloge), prijavljene prihode i obaveze, kupovine, rate, plaćanja (samo vrsta kartice i posljednje 4 cifre) i istoriju kredit skora.',
        ],
      },
      {
        heading: 'Zašto',
        paragraphs: [
          'Da zaključimo i izvršimo ugovor o kreditu, procijenimo kreditnu sposobnost kako zakon traži, spriječimo prevare (jedna osoba, jedan nalog) i ispunimo zakonske obaveze čuvanja ugovora.',
        ],
      },
      {
        heading: 'Kome ih dajemo',
        paragraphs: [
          'Trgovcu kod kojeg kupuješ samo podatke o narudžbi; pružaocu plaćanja karticom podatke potrebne za naplatu; nadležnim organima kada zakon to traži. Podatke ne prodajemo.',
        ],
      },
      {
        heading: 'Koliko dugo',
        paragraphs: [
          'Dok imaš nalog, a ugovore i knjigovodstvene zapise onoliko koliko propisi nalažu i nakon brisanja naloga.',
          'Kad obrišeš nalog, pet godina čuvamo tvoju kreditnu istoriju: skor, broj kašnjenja i otpisanih dugova, i koje jednokratne bodove si već dobio. Čuvamo je uz zaštićeni otisak (hash) tvog JMBG-a, ne uz sam JMBG ni druge podatke. Ako se u tom roku ponovo registruješ sa istim JMBG-om, novi nalog nastavlja od te istorije; nakon pet godina je brišemo.',
        ],
      },
      {
        heading: 'Tvoja prava',
        paragraphs: [
          'Na kontrolnoj tabli možeš preuzeti sve svoje podatke i obrisati nalog kada ništa ne duguješ. Možeš tražiti ispravku, ograničenje obrade i prigovoriti Agenciji za zaštitu ličnih podataka i slobodan pristup informacijama.',
        ],
      },
    ],
  },
  complaints: {
    title: 'Prigovori',
    lead: 'Nisi zadovoljan nečim u vezi sa kreditom, ratom ili odlukom? Napiši nam prigovor.',
    deadline: 'Na svaki prigovor odgovaramo pisanim putem u roku od 15 dana od prijema.',
    outOfCourt:
      'Ako nisi zadovoljan odgovorom, spor možeš riješiti vansudski pred Centrom za alternativno rješavanje sporova u Podgorici (medijacija), ili se obratiti Centralnoj banci Crne Gore, koja nadzire pružaoce potrošačkih kredita.',
    formTitle: 'Podnesi prigovor',
    name: 'Ime i prezime',
    email: 'Email za odgovor',
    message: 'Opis prigovora',
    messageHint: 'Navedi narudžbu ili ratu na koju se odnosi i šta očekuješ.',
    submit: 'Pošalji prigovor',
    submitting: 'Slanje…',
    sent: 'Prigovor je primljen. Odgovorićemo u roku od 15 dana.',
    failed: 'Nije moguće poslati prigovor. Pokušaj ponovo.',
  },
  signupTermsBefore: 'Prihvatam ',
  signupTermsLink: 'uslove korištenja',
  signupTermsMiddle: ' i ',
  signupPrivacyLink: 'politiku privatnosti',
};
