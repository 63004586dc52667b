/**
 * What the server sends a person: emails, SMS and PDF documents, in the language the person
 * chose. Server-only: no client page imports this section, so it never grows a client bundle.
 * `{name}` placeholders are filled by the sender; English mirrors this shape exactly.
 */
export const messages = {
  common: {
    hello: 'Zdravo,',
    helloName: 'Zdravo {name},',
    signature: 'Tim NaRate',
    slogan: 'Kupi odmah, plati NaRate.',
  },
  verificationCode: {
    subject: 'Tvoj NaRate verifikacioni kod',
    codeIs: 'tvoj verifikacioni kod je:',
    enter: 'Unesi ga u prozor za verifikaciju na NaRate-u. Kod važi 10 minuta.',
    ignore: 'Ako nisi ti zatražio kod, zanemari ovu poruku.',
  },
  phoneCodeSms:
    'NaRate: tvoj kod za verifikaciju telefona je {code}. Važi 10 minuta. Ne dijeli ga ni sa kim.',
  welcome: {
    subject: 'Tvoj NaRate nalog je spreman!',
    created: 'Tvoj nalog je kreiran, a kredit skor ti je porastao za +{points} bodova.',
    limit:
      'Tvoj početni limit potrošnje je {limit}. Raste sa svakom uspješno otplaćenom kupovinom.',
    phone: 'Verifikuj broj telefona na svom nalogu za dodatnih +{points} bodova.',
    account: 'Tvoj nalog: {url}',
    open: 'Otvori moj nalog',
  },
  passwordReset: {
    subject: 'Promjena lozinke za NaRate',
    intro: 'Primili smo zahtjev za promjenu lozinke tvog NaRate naloga.',
    setHere: 'Novu lozinku postavi na ovom linku:',
    rule: 'Link važi 1 sat i može se iskoristiti samo jednom.',
    ignore: 'Ako nisi ti zatražio promjenu, zanemari ovu poruku: lozinka ostaje ista.',
    button: 'Postavi novu lozinku',
  },
  signupAttempt: {
    login: 'Prijava: {url}',
    forgotten: 'Zaboravljena lozinka: na stranici za prijavu izaberi „Zaboravljena lozinka?”',
    support: 'Podrška: {url}',
    loginButton: 'Prijavi se',
    forgottenHtml:
      'Zaboravljenu lozinku promijeni sa stranice za prijavu („Zaboravljena lozinka?”). Za pomoć:',
    existingEmail: {
      subject: 'Pokušaj registracije sa tvojom email adresom',
      lines: [
        'Neko je upravo pokušao da otvori novi NaRate nalog sa ovom email adresom. Ova adresa već ima nalog, pa novi nalog nije otvoren.',
        'Ako si to bio ti, samo se prijavi; ako si zaboravio lozinku, promijeni je sa stranice za prijavu. Ako nisi bio ti, ovu poruku možeš zanemariti.',
      ],
    },
    takenJmbg: {
      subject: 'Pokušaj registracije sa tvojim JMBG',
      lines: [
        'Neko je upravo pokušao da otvori novi NaRate nalog sa tvojim JMBG, uz drugu email adresu. Jedna osoba može imati samo jedan nalog, pa novi nalog nije otvoren.',
        'Ako si to bio ti, prijavi se na svoj postojeći nalog. Ako nisi, javi nam se preko stranice za kontakt.',
      ],
    },
    identityTakenJmbg: {
      subject: 'Pokušaj upisa tvog JMBG na drugi nalog',
      lines: [
        'Neko je upravo pokušao da upiše tvoj JMBG kao lični podatak drugog NaRate naloga. Jedna osoba može imati samo jedan nalog, pa JMBG nije upisan.',
        'Ako si to bio ti, kupuj sa svojim postojećim nalogom. Ako nisi, javi nam se preko stranice za kontakt.',
      ],
    },
  },
};
