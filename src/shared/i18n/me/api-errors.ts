/**
 * The more precise texts the server answers for an error instead of its code's own text
 * (errors.ts): which resource was not found, which rule a request broke. Keyed by message key;
 * the answer still carries the stable error code. Server-only: the answer's `message` is written
 * in the reader's language, so no page needs this section. `{name}` placeholders are filled by
 * the server.
 */
export const apiErrors = {
  too_many_attempts: 'Previše pokušaja. Pokušajte ponovo kasnije.',
  order_not_found: 'Narudžba nije pronađena.',
  checkout_session_not_found: 'Sesija plaćanja nije pronađena.',
  phone_missing: 'Na nalogu nema broja telefona.',
  phone_already_verified: 'Telefon je već verifikovan.',
  session_not_found: 'Sesija nije pronađena.',
  signup_not_found: 'Registracija nije pronađena. Popuni formu ponovo.',
  contact_not_found: 'Poruka nije pronađena.',
  application_not_found: 'Zahtjev za partnerstvo nije pronađen.',
  attempt_not_found: 'Pokušaj plaćanja nije pronađen.',
  attempt_settled:
    'Ovo plaćanje je već završeno; vraća se samo naplata kupovine koja nije proknjižena.',
  user_not_found: 'Korisnik nije pronađen.',
  own_block: 'Ne možete blokirati vlastiti nalog.',
  own_role: 'Ne možete mijenjati vlastitu administratorsku ulogu.',
  session_being_paid: 'Kupac upravo plaća ovu sesiju. Pokušajte ponovo za minut.',
  product_not_found: 'Proizvod nije pronađen.',
  limit_over_income: 'Limit ne može biti veći od mjesečnog raspoloživog prihoda korisnika ({cap}).',
};
