import type { EmailContent } from '../../notifications/notifier';
import { emailLayout, escapeHtml } from '../../notifications/email-layout';

// Sign-up answers the same whether or not an email or JMBG already has an account, so the
// only one told is the owner of the existing account, by email. Nothing the other person typed
// (a name, an address) goes into these messages: they reach a stranger's inbox.

function ownerNotice(subject: string, lines: string[], appUrl: string): EmailContent {
  const loginUrl = `${appUrl}/auth`;
  const contactUrl = `${appUrl}/kontakt`;
  const links = [
    `Prijava: ${loginUrl}`,
    `Zaboravljena lozinka: na stranici za prijavu izaberi „Zaboravljena lozinka?”`,
    `Podrška: ${contactUrl}`,
  ];
  const text = ['Zdravo,', '', ...lines, '', ...links, '', 'Tim NaRate'].join('\n');
  const html = emailLayout(
    subject,
    `<p>Zdravo,</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(loginUrl)}" style="display:inline-block;background:#4338ca;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">Prijavi se</a></p>
<p>Zaboravljenu lozinku promijeni sa stranice za prijavu („Zaboravljena lozinka?”). Za pomoć: <a href="${escapeHtml(contactUrl)}">${escapeHtml(contactUrl)}</a></p>`,
  );
  return { subject, text, html };
}

/** To the owner of an email someone tried to sign up with; no account was created. */
export function signupWithExistingEmail(input: { appUrl: string }): EmailContent {
  return ownerNotice(
    'Pokušaj registracije sa tvojom email adresom',
    [
      'Neko je upravo pokušao da otvori novi NaRate nalog sa ovom email adresom. Ova adresa već ima nalog, pa novi nalog nije otvoren.',
      'Ako si to bio ti, samo se prijavi; ako si zaboravio lozinku, promijeni je sa stranice za prijavu. Ako nisi bio ti, ovu poruku možeš zanemariti.',
    ],
    input.appUrl,
  );
}

/** To the owner of a JMBG that someone confirmed a new sign-up with; no account was created. */
export function signupWithTakenJmbg(input: { appUrl: string }): EmailContent {
  return ownerNotice(
    'Pokušaj registracije sa tvojim JMBG',
    [
      'Neko je upravo pokušao da otvori novi NaRate nalog sa tvojim JMBG, uz drugu email adresu. Jedna osoba može imati samo jedan nalog, pa novi nalog nije otvoren.',
      'Ako si to bio ti, prijavi se na svoj postojeći nalog. Ako nisi, javi nam se preko stranice za kontakt.',
    ],
    input.appUrl,
  );
}

/** To the owner of a JMBG that another signed-in account tried to record as its own. */
export function identityWithTakenJmbg(input: { appUrl: string }): EmailContent {
  return ownerNotice(
    'Pokušaj upisa tvog JMBG na drugi nalog',
    [
      'Neko je upravo pokušao da upiše tvoj JMBG kao lični podatak drugog NaRate naloga. Jedna osoba može imati samo jedan nalog, pa JMBG nije upisan.',
      'Ako si to bio ti, kupuj sa svojim postojećim nalogom. Ako nisi, javi nam se preko stranice za kontakt.',
    ],
    input.appUrl,
  );
}
