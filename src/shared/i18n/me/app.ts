/** The /aplikacija page (the installable web app) and the app's offline notices. */
export const app = {
  title: 'NaRate aplikacija',
  badge: 'Bez prodavnice aplikacija',
  lead: 'Instaliraj NaRate na telefon ili računar direktno iz pretraživača: kupovine, rate i potvrde su ti uvijek pri ruci, i kad nemaš internet.',
  featuresTitle: 'Šta aplikacija radi',
  features: [
    {
      title: 'Pregled kupovina i rata',
      text: 'Sve kupovine, plan otplate i potvrde o plaćanju na jednom ekranu.',
    },
    {
      title: 'Obavještenja o ratama',
      text: 'Podsjetnik prije dospijeća i potvrda čim je rata plaćena.',
    },
    {
      title: 'Radi i bez interneta',
      text: 'Ono što si već otvorio čitaš i offline; plaćanje čeka da se veza vrati.',
    },
  ],
  install: 'Instaliraj aplikaciju',
  installed: 'Aplikacija je instalirana. Otvori je sa početnog ekrana.',
  installDismissed: 'Instalacija je otkazana. Možeš je pokrenuti ponovo kad god želiš.',
  installUnavailable:
    'Tvoj pretraživač ne nudi instalaciju ovdje: prati korake ispod za svoj uređaj.',
  iosTitle: 'Na iPhoneu i iPadu',
  iosSteps: [
    'Otvori ovu stranicu u Safariju.',
    'Dodirni dugme Podijeli (kvadrat sa strelicom).',
    'Izaberi „Dodaj na početni ekran” (Add to Home Screen) i potvrdi.',
  ],
  howTitle: 'Kako da instaliraš',
  androidTitle: 'Android',
  androidSteps: [
    'Otvori ovu stranicu u Chromeu.',
    'Dodirni „Instaliraj aplikaciju” ili meni ⋮ → „Instaliraj aplikaciju”.',
    'NaRate se pojavljuje među aplikacijama na telefonu.',
  ],
  desktopTitle: 'Računar',
  desktopSteps: [
    'Otvori ovu stranicu u Chromeu ili Edgeu.',
    'Klikni „Instaliraj aplikaciju” ili ikonicu za instalaciju u adresnoj traci.',
    'NaRate se otvara u svom prozoru, kao svaka aplikacija.',
  ],
  qrTitle: 'Otvori na telefonu',
  qrText: 'Skeniraj QR kod kamerom telefona: otvara ovu stranicu, odakle instaliraš aplikaciju.',
  qrAlt: 'QR kod koji vodi na stranicu NaRate aplikacije',
  qrLoading: 'Pravim QR kod…',
  qrError: 'QR kod trenutno nije dostupan.',
  startTitle: 'Još nemaš nalog?',
  startText: 'Aplikacija prikazuje tvoje kupovine i rate: prijavi se ili kreiraj nalog.',
  startSignedIn: 'Tvoje kupovine i rate čekaju te na tvom nalogu.',
  dashboard: 'Idi na moj nalog',
  signup: 'Kreiraj nalog',
  offlineSince: 'Podaci od {time}',
  offlineTitle: 'Nema interneta',
  offlineText:
    'Prikazujemo podatke sačuvane na ovom uređaju. Plaćanje, čuvanje kartice i sve što mijenja novac rade tek kad se veza vrati.',
  needsNetwork: 'Za ovo je potreban internet.',
};
