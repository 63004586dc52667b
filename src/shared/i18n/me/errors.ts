/**
 * The text for every error code the server answers (`error` field of an error body), keyed by
 * that code. The server takes its Montenegrin `message` from here and the browser shows the text
 * of its own locale for the code, so a code has one text per language and no second copy.
 * `{name}` placeholders are filled from the error body (e.g. retryAfterSeconds).
 * Generic codes (not_found, bad_request, conflict, ...) often come with a more precise
 * Montenegrin message from the server; their text here is what any other language shows.
 */
export const errors = {
  // Generic answers of the HTTP layer.
  bad_request: 'Neispravan zahtjev.',
  unauthorized: 'Prijavi se za nastavak.',
  forbidden: 'Nemaš dozvolu za ovu radnju.',
  not_found: 'Traženi resurs nije pronađen.',
  conflict: 'Zahtjev je u sukobu sa trenutnim stanjem.',
  too_many_requests: 'Previše zahtjeva. Pokušaj ponovo za minut.',
  payload_too_large: 'Zahtjev je prevelik.',
  unsupported_media_type: 'Nepodržan format zahtjeva.',
  internal_error: 'Došlo je do greške na serveru. Pokušaj ponovo.',
  service_unavailable: 'Usluga je trenutno nedostupna. Pokušaj ponovo za trenutak.',
  network_error: 'Nema veze sa serverom. Provjeri internet i pokušaj ponovo.',
  http_error: 'Došlo je do greške. Pokušaj ponovo.',
  invalid_text: 'Tekst sadrži nedozvoljene znakove.',
  invalid_cursor: 'Neispravan cursor.',
  // Signing in and accounts.
  invalid_credentials: 'Pogrešan email ili lozinka.',
  login_locked: 'Previše neuspješnih pokušaja. Pokušaj ponovo za {minutes} minuta.',
  account_blocked: 'Tvoj nalog je blokiran. Javi se podršci.',
  wrong_password: 'Lozinka nije ispravna.',
  outstanding_balance:
    'Nalog ne možeš obrisati dok imaš neotplaćene rate. Otplati ih, pa pokušaj ponovo.',
  deletion_payment_pending:
    'Nalog ne možeš obrisati dok je plaćanje u toku. Sačekaj nekoliko minuta da se završi, pa pokušaj ponovo.',
  jmbg_taken: 'Nalog sa ovim JMBG već postoji. Prijavi se ili obnovi lozinku.',
  signup_refused:
    'Ne možemo otvoriti nalog sa ovim podacima. Ako misliš da je to greška, javi nam se preko stranice /kontakt.',
  identity_already_complete:
    'Lični podaci ovog naloga su već upisani. Za izmjenu JMBG-a javi nam se preko stranice /kontakt.',
  phone_taken:
    'Ovaj broj telefona je već verifikovan na drugom nalogu. Upiši broj koji je samo tvoj.',
  already_verified: 'Email adresa je već verifikovana.',
  wrong_code: 'Unesi ispravan verifikacioni kod.',
  code_expired: 'Kod je istekao. Zatraži novi kod.',
  code_locked: 'Previše pogrešnih pokušaja. Zatraži novi kod.',
  code_not_found: 'Kod nije pronađen. Zatraži novi kod.',
  too_many_codes: 'Zatražio si previše kodova. Pokušaj ponovo za sat vremena.',
  resend_too_soon: 'Novi kod možeš zatražiti za {retryAfterSeconds} s.',
  payout_change_not_found:
    'Nema promjene računa za isplate koja čeka potvrdu. Zatraži promjenu ponovo.',
  reset_link_invalid: 'Link za promjenu lozinke nije ispravan. Zatraži novi link.',
  reset_link_used: 'Ovaj link je već iskorišten. Zatraži novi link.',
  reset_link_expired: 'Link za promjenu lozinke je istekao (važi 1 sat). Zatraži novi link.',
  // Card payments: the card network's answer, shown at the card field.
  card_declined: 'Kartica je odbijena.',
  insufficient_funds: 'Nedovoljno sredstava na kartici.',
  expired_card: 'Kartica je istekla.',
  invalid_number: 'Broj kartice nije ispravan.',
  processing_error: 'Obrada plaćanja nije uspjela, ništa nije naplaćeno. Pokušaj ponovo.',
  idempotency_conflict: 'Ovaj ključ plaćanja je već iskorišten za drugo plaćanje.',
  card_refund_failed: 'Povraćaj na karticu nije uspio.',
  charge_not_found: 'Plaćanje nije pronađeno.',
  payment_pending:
    'Odgovor banke još nije stigao. Ništa ne ponavljaj: provjeri za minut, isti zahtjev s istim ključem vraća konačan ishod.',
  payment_in_progress:
    'Za ovu narudžbu je u toku drugo plaćanje ili povraćaj. Pokušaj ponovo za minut.',
  charge_returned:
    'Plaćanje nije moglo biti završeno, pa je naplaćeni iznos vraćen na karticu. Kupovina nije napravljena.',
  // Credit decisions at checkout: NaRate's answer, not the card's.
  invalid_amount: 'Iznos nije ispravan.',
  blocked: 'Tvoj nalog je blokiran. Za pomoć se javi podršci.',
  not_verified: 'Verifikuj svoju email adresu, pa možeš kupovati na rate.',
  overdue: 'Imaš ratu u kašnjenju. Plati je, pa ponovo možeš kupovati na rate.',
  own_shop:
    'Ne možeš kupovati na rate u prodavnici čiji si korisnik. Za kupovinu koristi lični nalog koji nije vezan za ovu prodavnicu.',
  identity_incomplete:
    'Za kupovinu na rate potrebni su tvoj JMBG i broj telefona. Dopuni lične podatke na svom profilu, pa se vrati na kupovinu.',
  over_limit: 'Iznos prelazi tvoj raspoloživi limit.',
  // Checkout sessions and orders.
  session_completed: 'Ova kupovina je već završena.',
  session_expired: 'Ova sesija plaćanja je istekla. Vrati se u prodavnicu i pokušaj ponovo.',
  session_cancelled: 'Ova sesija plaćanja je otkazana. Vrati se u prodavnicu i pokušaj ponovo.',
  merchant_unavailable: 'Trgovac trenutno ne prima plaćanja na rate. Vrati se u prodavnicu.',
  order_closed: 'Narudžba više nije aktivna.',
  nothing_to_pay: 'Nema rata za plaćanje.',
  not_next_instalment: 'Prvo plati najraniju neplaćenu ratu.',
  cancel_too_late:
    'Narudžba se više ne može otkazati jer je plaćeno više od prve rate. Umjesto toga izvrši povraćaj novca.',
  nothing_overdue: 'Otpisati se može samo narudžba s ratom u kašnjenju.',
  exceeds_refundable: 'Iznos povraćaja prelazi iznos koji se još može vratiti.',
  idempotency_key_required:
    'Zaglavlje Idempotency-Key je obavezno (npr. jedinstveni UUID po zahtjevu).',
  idempotency_key_invalid: 'Idempotency-Key mora imati od 1 do 255 vidljivih ASCII znakova.',
  idempotency_in_progress:
    'Zahtjev s ovim Idempotency-Key ključem se još obrađuje. Pokušaj ponovo za nekoliko sekundi.',
  idempotency_key_reused: 'Idempotency-Key je već iskorišten za drugačiji zahtjev.',
  // Merchants and admins.
  missing_api_key: 'Nedostaje API ključ. Pošalji zaglavlje Authorization: Bearer sk_test_….',
  publishable_key_not_allowed:
    'Ovo je javni (publishable) ključ. Za API koristi tajni ključ (sk_…).',
  invalid_api_key: 'API ključ nije ispravan ili je opozvan.',
  merchant_suspended: 'Nalog trgovca je suspendovan. Javi se NaRate podršci.',
  unknown_publishable_key: 'Nepoznat javni ključ trgovca.',
  demo_not_seeded: 'Demo prodavnica nije podešena (pokreni server s demo podacima).',
  delivery_pending: 'Isporuka je već na čekanju i biće poslata automatski.',
  contact_resolved: 'Riješena poruka se više ne može mijenjati.',
  contact_no_email: 'Pošiljalac nije ostavio email adresu, pa mu se ne može odgovoriti.',
  already_decided: 'O ovom zahtjevu je već odlučeno.',
  duplicate_merchant: 'Trgovac sa ovim PIB-om već postoji.',
  // Consumer rights: review by a person, withdrawal, moving an instalment.
  review_already_requested:
    'Zahtjev za pregled ove kupovine je već poslat. Javićemo ti se u roku od 2 radna dana, odgovor stiže i na tvoj email.',
  review_not_available: 'Ovu odluku ne može promijeniti pregled od strane osobe.',
  review_already_decided: 'O ovom zahtjevu je već odlučeno; kupcu je poslat odgovor.',
  review_over_affordability_cap:
    'Ova kupovina bi dug kupca podigla iznad mjesečnog raspoloživog prihoda koji je prijavio. Odobri je samo uz upisan razlog prekoračenja.',
  review_session_closed:
    'Trgovac je zatvorio ovu kupovinu, pa se ne može odobriti. Odgovori kupcu porukom.',
  session_closed: 'Ova kupovina više nije otvorena. Vrati se u prodavnicu i pokreni je ponovo.',
  not_declined: 'Ova kupovina trenutno nije odbijena: možeš je završiti na istoj stranici.',
  withdrawal_not_possible: 'Od ovog kredita se više ne može odustati.',
  withdrawal_period_over: 'Rok od 14 dana za odustanak od kredita je istekao.',
  move_already_used: 'Rok rate se može pomjeriti samo jednom po planu.',
  move_too_long: 'Ratu možeš pomjeriti za 1 do 30 dana.',
  move_not_possible: 'Ovaj plan je zatvoren; nema rata za pomjeranje.',
  instalment_not_found: 'Ova rata ne postoji u planu.',
  instalment_overdue:
    'Rata koja već kasni ne može se pomjeriti. Plati je na ovoj stranici ili nam se javi na /kontakt.',
  instalment_not_payable:
    'Ova rata je već plaćena (ili zatvorena), pa se ne pomjera. Izaberi neplaćenu ratu.',
  // Saved cards.
  no_saved_card: 'Nemaš sačuvanu karticu. Sačuvaj karticu pa uključi automatsko plaćanje.',
  card_saving_unavailable: 'Čuvanje kartica trenutno nije dostupno.',
  // Payout files and bank statements.
  invalid_bank_statement:
    'Datoteka nije izvod banke (camt.053 ili camt.054) koji možemo pročitati.',
  statement_already_uploaded: 'Ovaj izvod je već učitan.',
  payout_file_state: 'Datoteka sa nalozima nije u stanju koje dozvoljava ovu radnju.',
  push_endpoint_refused: 'Ovaj preglednik je dao adresu za obavještenja koju ne možemo koristiti.',
  // Returns and disputes.
  dispute_not_found: 'Ova prijava ne postoji.',
  dispute_already_open: 'Za ovu narudžbu već postoji otvorena prijava.',
  dispute_not_possible:
    'Prijava je moguća samo dok se plan otplaćuje; ovaj plan je završen, vraćen, otkazan ili povučen.',
  dispute_closed: 'Ova prijava je već završena.',
  dispute_past_deadline: 'Rok za odgovor trgovca je istekao; o ovoj prijavi odlučuje NaRate.',
  dispute_deadline_open: 'Trgovac još ima vremena da odgovori; NaRate odlučuje tek posle roka.',
  card_payment_used: 'Ovo plaćanje karticom je već iskorišćeno. Unesi karticu ponovo.',
  card_fields_unavailable: 'Plaćanje karticom kroz polja za karticu trenutno nije dostupno.',
  card_data_not_accepted:
    'Broj kartice i sigurnosni kod unose se samo u polja za karticu, ne šalju se NaRate-u.',
};

export type ErrorCode = keyof typeof errors;
