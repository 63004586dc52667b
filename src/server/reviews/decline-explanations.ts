// A declined purchase explains itself: the reason (the decision's own sentence) and what the
// shopper can do next, in plain words; whether a person can review it. The client shows the same
// in the shopper's language by the stable decline code; these Montenegrin texts are the API's.
import { isReviewableDecline } from '../../shared/consumer-rights';
import { HttpError, type ErrorCode } from '../http/errors';

const NEXT_STEPS: Readonly<Record<string, string>> = {
  over_limit:
    'Možete izabrati manji iznos, ranije platiti neku od postojećih rata da oslobodite limit, ili zatražiti da kupovinu pregleda osoba.',
  overdue:
    'Platite ratu koja kasni na stranici „Moji planovi“; odmah zatim možete ponovo kupovati. Ako mislite da je to greška, zatražite pregled od strane osobe.',
  not_verified:
    'Pošalji sebi kod na email dugmetom iznad i upiši ga ovdje: kupovina se nastavlja na ovoj stranici.',
  identity_incomplete:
    'Na svom profilu upišite ime, prezime, JMBG i broj telefona, pa se vratite na ovu stranicu.',
  own_shop: 'Prijavite se ličnim nalogom koji nije korisnik ove prodavnice.',
  blocked: 'Javite se podršci na /kontakt; pregled kupovine ne otključava blokiran nalog.',
  invalid_amount: 'Vratite se u prodavnicu i provjerite iznos korpe.',
};

export function declineNextStep(code: string): string {
  return NEXT_STEPS[code] ?? 'Vratite se u prodavnicu ili nam se javite na /kontakt.';
}

/** The 422 a declined confirm answers: code, reason, next step and whether review is possible. */
export function declineError(decision: { code: ErrorCode; reason: string }): HttpError {
  return new HttpError(422, decision.code, decision.reason, {
    nextStep: declineNextStep(decision.code),
    reviewable: isReviewableDecline(decision.code),
  });
}
