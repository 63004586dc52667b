/** /uslovi, /privatnost and /prigovori: the product's own terms, privacy notice and complaints. */
export const legal = {
  termsVersion: 'Verzija 2026-11-26 · na snazi od 26. novembra 2026.',
  terms: {
    title: 'Uslovi korištenja',
    lead: 'Pravila između tebe i NaRate d.o.o. (Podgorica) kad kupuješ na rate bez kamate: ko smo, kako odobravamo kredit, šta plaćaš i koja su tvoja prava.',
    sections: [
      {
        heading: '1. Ugovorne strane i predmet',
        paragraphs: [
          'Ove uslove zaključuješ ti, punoljetno fizičko lice koje otvara nalog (u daljem tekstu: ti), i NaRate d.o.o., Podgorica, Crna Gora (u daljem tekstu: NaRate). Kontakt podaci društva su na stranici Kontakt.',
          'NaRate ti daje beskamatni potrošački kredit za kupovinu kod partnerskih trgovaca: trgovcu plaćamo cijenu odmah, a ti nama vraćaš iznos kupovine u 3, 6 ili 12 mjesečnih rata. Za svaku kupovinu zaključujemo poseban ugovor o kreditu; ovi uslovi važe za nalog i za svaki takav ugovor, a ako se ugovor o kreditu i ovi uslovi razlikuju, važi ugovor.',
          'Kupoprodajni ugovor o robi ili usluzi zaključuješ sa trgovcem. Za isporuku, kvalitet, garanciju i povrat robe odgovoran je trgovac.',
        ],
      },
      {
        heading: '2. Nalog',
        paragraphs: [
          'Jedna osoba ima jedan nalog: JMBG i verifikovani broj telefona mogu pripadati samo jednom nalogu. Podaci moraju biti tačni i tvoji, a promjene (telefon, prihodi, obaveze) ažuriraš na kontrolnoj tabli.',
          'Lozinku čuvaš samo ti. Ako posumnjaš da je neko drugi koristi, odmah je promijeni i javi nam se. Nalog možemo blokirati ako podaci nisu tačni, ako postoji sumnja na prevaru ili ako to traži zakon.',
        ],
      },
      {
        heading: '3. Kako odobravamo kredit',
        paragraphs: [
          'O svakoj kupovini odlučujemo odmah, prije nego što je potvrdiš. Kupovina se odobrava kada: iznos nije manji od 1,00 € ni veći od 5.000 €, nalog nije blokiran, email adresa je verifikovana, nemaš ratu u kašnjenju i iznos staje u tvoj raspoloživi limit (limit umanjen za ono što još duguješ po otvorenim planovima).',
          'Ako je kupovina odbijena, vidiš razlog i šta možeš uraditi. Kada je razlog limit ili rata u kašnjenju, možeš tražiti da odluku pregleda osoba; odgovaramo u roku od 2 radna dana, a odobrenje važi samo za tu kupovinu, 7 dana.',
          'Kredit odobravamo prema procjeni tvoje kreditne sposobnosti, kako zakon traži. Nemaš pravo na kredit koji ne odgovara toj procjeni.',
        ],
      },
      {
        heading: '4. Limit i kreditna sposobnost',
        paragraphs: [
          'Svaki nalog počinje sa limitom od 100 €. Limit raste po koracima 100, 300, 700, 1.500 i 3.000 €, najviše jedan korak u 30 dana, kada otplatiš glavnicu od najmanje polovine trenutnog limita i nemaš ratu u kašnjenju. Nikad nije veći od gornje granice nivoa tvog kredit skora ni od tvog mjesečnog raspoloživog prihoda, koji prijavljuješ prije prvog povećanja.',
          'Kredit skor (od 300 do 1000, počinje od 500) raste sa verifikacijom emaila i telefona, plaćanjem na vrijeme i starošću naloga, a pada za 50 bodova za svaku ratu u kašnjenju. Svaku promjenu i njen razlog vidiš na kontrolnoj tabli.',
        ],
      },
      {
        heading: '5. Troškovi: kamata 0 %, bez naknada',
        paragraphs: [
          'Kamatna stopa je 0 %, efektivna kamatna stopa (EKS) 0 %. Ukupan iznos koji plaćaš jednak je cijeni kupovine: zbir rata je tačno iznos kupovine.',
          'Ne plaćaš naknadu za otvaranje ni vođenje naloga, za odobrenje kredita, za prijevremenu otplatu, za pomjeranje rate, za odustanak od kredita ni za kašnjenje, i nema zateznih kamata. Trgovac NaRate-u plaća proviziju za svaku kupovinu; ona se ne dodaje tvojoj cijeni.',
          'Eventualne troškove tvoje banke za plaćanje karticom određuje tvoja banka, ne NaRate.',
        ],
      },
      {
        heading: '6. Ugovor i dokumenti',
        paragraphs: [
          'Prije potvrde kupovine dobijaš predugovorne informacije kao PDF, sa iznosom, ratama i datumima dospijeća. Kada potvrdiš kupovinu, ugovor o kreditu ti šaljemo emailom i možeš ga preuzeti sa plana otplate; za svako plaćanje dobijaš potvrdu (PDF).',
          'Uz ugovor čuvamo vrijeme prihvatanja, adresu sa koje si ga prihvatio i otisak (SHA-256) dokumenta. Čuvamo i verziju ovih uslova koju si prihvatio pri otvaranju naloga.',
        ],
      },
      {
        heading: '7. Plaćanje rata',
        paragraphs: [
          'Iznos kupovine dijelimo na 3, 6 ili 12 rata koje se razlikuju najviše za jedan cent; prve rate nose preostale cente. Prva rata se plaća karticom pri kupovini, a ostale mjesečno, istog dana u mjesecu (posljednjeg dana kraćeg mjeseca kada taj dan ne postoji).',
          'Podsjetnik stiže emailom 3 dana prije svakog dospijeća. Ratu plaćaš karticom sa kontrolne table. Karticu možeš sačuvati (čuvamo samo token pružaoca plaćanja, vrstu kartice, posljednje 4 cifre i datum isteka) i uključiti automatsko plaćanje: tada se svaka rata naplaćuje na dan dospijeća, jednom; ako naplata ne uspije, javljamo ti emailom i rata ostaje neplaćena.',
        ],
      },
      {
        heading: '8. Pomjeranje rate',
        paragraphs: [
          'Ako ti je teško da platiš na vrijeme, jednom po planu možeš pomjeriti dospijeće jedne neplaćene rate koja još nije u kašnjenju za 1 do 30 dana, bez naknade. Podsjetnik ti ponovo šaljemo prije novog datuma.',
        ],
      },
      {
        heading: '9. Kašnjenje',
        paragraphs: [
          'Rata koja nije plaćena ni 3 dana nakon dospijeća je u kašnjenju. Tada se kredit skor umanjuje za 50 bodova (jednom po rati), kupovina se prikazuje kao „Kašnjenje“, limit se zamrzava i nove kupovine na rate nisu moguće dok ratu ne platiš.',
          'Za kašnjenje ne naplaćujemo zateznu kamatu ni naknadu. Dug ostaje dug: možemo te kontaktirati radi naplate i, ako ne platiš, naplatu tražiti u skladu sa zakonom.',
        ],
      },
      {
        heading: '10. Odustanak od kredita (14 dana)',
        paragraphs: [
          'Od ugovora o kreditu možeš odustati u roku od 14 dana od kupovine, bez navođenja razloga, opcijom „Odustani od kredita“ na planu. Tada karticom plaćaš preostalu glavnicu, bez kamate i bez naknade, i plan se zatvara kao „Povučeno“.',
          'Odustanak od kredita ne raskida kupovinu: roba ostaje tvoja, a trgovac zadržava prodaju. Ako želiš da vratiš robu, to ugovaraš sa trgovcem.',
        ],
      },
      {
        heading: '11. Prijevremena otplata',
        paragraphs: [
          'Bilo koju ratu ili cijeli preostali iznos možeš platiti ranije, u svakom trenutku i bez naknade. Otplaćeni iznos ti odmah vraća raspoloživi limit.',
        ],
      },
      {
        heading: '12. Povraćaj i otkazivanje kod trgovca',
        paragraphs: [
          'Kada ti trgovac vrati novac (na primjer, za vraćenu robu), povraćajem prvo umanjujemo ono što još duguješ, od posljednjih rata ka prvim; ono što pređe tvoj dug vraćamo na tvoju karticu. Ako trgovac otkaže narudžbu prije nego što platiš drugu ratu, vraćamo ti sve što si platio.',
        ],
      },
      {
        heading: '13. Prigovori, nadzor i zaštita potrošača',
        paragraphs: [
          'Prigovor podnosiš na stranici Prigovori; odgovaramo pisanim putem u roku od 15 dana od prijema.',
          'Ako nisi zadovoljan odgovorom, spor možeš riješiti vansudski pred Centrom za alternativno rješavanje sporova u Podgorici, ili se obratiti Centralnoj banci Crne Gore, koja nadzire pružaoce potrošačkih kredita. Možeš se obratiti i organu nadležnom za zaštitu potrošača i udruženjima potrošača. Nijedan od ovih puteva ti ne oduzima pravo na sud.',
        ],
      },
      {
        heading: '14. Lični podaci',
        paragraphs: [
          'Tvoje podatke obrađujemo da bismo zaključili i izvršili ugovor, procijenili kreditnu sposobnost, spriječili prevare i ispunili zakonske obaveze, kako je opisano u Politici privatnosti. JMBG čuvamo šifrovan. Na kontrolnoj tabli možeš preuzeti svoje podatke.',
        ],
      },
      {
        heading: '15. Trajanje i zatvaranje naloga',
        paragraphs: [
          'Ovi uslovi važe dok imaš nalog. Nalog možeš obrisati na kontrolnoj tabli kada ništa ne duguješ; ugovore i knjigovodstvene zapise čuvamo onoliko koliko propisi nalažu.',
        ],
      },
      {
        heading: '16. Izmjene uslova',
        paragraphs: [
          'Svaka verzija ovih uslova ima oznaku i datum od kojeg važi, navedene na vrhu ove stranice. Za kupovinu koju si već obavio važi ugovor o kreditu koji si za nju prihvatio; izmjena ga ne mijenja na tvoju štetu. Za nove kupovine važi verzija koja je na snazi u trenutku kupovine.',
        ],
      },
      {
        heading: '17. Mjerodavno pravo i sud',
        paragraphs: [
          'Na ove uslove i ugovore o kreditu primjenjuje se pravo Crne Gore, posebno propisi o potrošačkim kreditima i o zaštiti potrošača. Za sporove je nadležan sud u Podgorici, osim kada ti zakon kao potrošaču daje pravo da tužiš pred drugim sudom.',
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
  partnerTermsVersion: 'Verzija 2026-11-26 · na snazi od 26. novembra 2026.',
  partnerTerms: {
    title: 'Uslovi za partnere',
    lead: 'Pravila između trgovca partnera i NaRate d.o.o. (Podgorica): provizija, isplate, povraćaj novca, prigovori kupaca i integracija.',
    sections: [
      {
        heading: '1. Ugovorne strane i predmet',
        paragraphs: [
          'Ove uslove zaključuju trgovac koji prodaje uz NaRate (u daljem tekstu: partner) i NaRate d.o.o., Podgorica, Crna Gora (u daljem tekstu: NaRate).',
          'Kupci partnera plaćaju kupovinu u 3, 6 ili 12 mjesečnih rata bez kamate. NaRate partneru plaća cijelu prodaju, umanjenu za proviziju, i nosi rizik da kupac ne plati.',
        ],
      },
      {
        heading: '2. Prijava i odobrenje',
        paragraphs: [
          'Prijavu šalješ na stranici Postani partner, sa PIB-om, kontakt osobom i računom za isplate. Naš tim je pregleda i odgovara emailom; prijavu možemo odbiti.',
          'Odobrenjem nastaje nalog partnera sa cjenovnim paketom, korisnikom za kontakt email i javnim ključem za widgete.',
        ],
      },
      {
        heading: '3. Provizija',
        paragraphs: [
          'Starter: do 5.000 € prometa mjesečno, 3 % po transakciji. Growth: do 20.000 € mjesečno, 2,5 %. Enterprise: preko 20.000 € mjesečno, provizija po dogovoru, najviše 2,5 %. Veći partner nikad ne plaća veću stopu od manjeg.',
          'Provizija se obračunava samo na uspješne prodaje. Kupac ne plaća ni kamatu ni naknade, a provizija se ne dodaje njegovoj cijeni.',
        ],
      },
      {
        heading: '4. Isplate',
        paragraphs: [
          'Prodaje jednog radnog dana isplaćujemo sljedećeg radnog dana, bankarskim transferom na tvoj račun za isplate (vlasnik, IBAN i BIC gdje ga banka traži), umanjene za proviziju.',
          'Račun za isplate mijenjaš u kartici Isplate, lozinkom i šestocifrenim kodom poslatim emailom. O promjeni obavještavamo sve korisnike partnera, a isplate se zadržavaju 24 sata.',
          'Ako banka vrati transfer, iznos ostaje dugovan partneru i isplaćuje se sa jednom od narednih isplata.',
        ],
      },
      {
        heading: '5. Rizik neplaćanja i odustanak kupca',
        paragraphs: [
          'Rizik da kupac ne plati ratu nosi NaRate: kašnjenje ili otpis duga kupca ne umanjuje isplatu partneru.',
          'Kupac može odustati od kredita u roku od 14 dana od kupovine, tako što NaRate-u vrati preostalu glavnicu. Partner tada zadržava prodaju i isplatu i dobija događaj order.withdrawn.',
        ],
      },
      {
        heading: '6. Povraćaj novca i otkazivanje',
        paragraphs: [
          'Povraćaj (potpuni ili djelimični) radiš iz područja za trgovce ili preko API-ja. Povraćaj najprije smanjuje ono što kupac još duguje, počevši od posljednjih rata; ostatak se vraća na karticu kupca. Povraćaj cijelog iznosa završava narudžbu kao vraćenu.',
          'Narudžbu možeš otkazati dok kupac nije platio ništa osim prve rate: kupcu se vraća sve, a NaRate ne zadržava proviziju.',
        ],
      },
      {
        heading: '7. Prigovori kupaca',
        paragraphs: [
          'Kada kupac prijavi povrat ili problem sa narudžbom, otplata se pauzira, a partner dobija događaj dispute.opened i prigovor u kartici Prigovori.',
          'Partner odgovara u roku od 14 dana: povraćajem novca ili nastavkom otplate uz objašnjenje. Nakon tog roka partner i dalje može vratiti novac, a o prigovoru odlučuje NaRate.',
        ],
      },
      {
        heading: '8. Integracija i sigurnost',
        paragraphs: [
          'Partner se povezuje preko API-ja /api/v1 tajnim ključem, koji se prikazuje samo jednom, i prima potpisane webhook događaje. Svaki POST zahtjev nosi Idempotency-Key. Uputstvo je u Vodiču za trgovce.',
          'Tajne ključeve čuvaš samo ti; ako posumnjaš da je ključ otkriven, odmah ga zamijeni novim. Podaci o narudžbi koje šalješ moraju odgovarati stvarnoj prodaji.',
        ],
      },
      {
        heading: '9. Podaci o ličnosti',
        paragraphs: [
          'Partner vidi ime kupca i status rata svake svoje narudžbe i koristi te podatke samo za izvršenje narudžbe. Podatke iz prijave i o kontakt osobi NaRate obrađuje prema politici privatnosti.',
        ],
      },
      {
        heading: '10. Kontakt',
        paragraphs: [
          'Važeća verzija ovih uslova je uvijek na ovoj stranici, sa datumom od kada važi. Pitanja šalji preko stranice Kontakt.',
        ],
      },
    ],
  },
  signupTermsBefore: 'Prihvatam ',
  signupTermsLink: 'uslove korištenja',
  signupTermsMiddle: ' i ',
  signupPrivacyLink: 'politiku privatnosti',
};
