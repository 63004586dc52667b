/**
 * The more precise texts the server answers for an error instead of its code's own text
 * (errors.ts): which resource was not found, which rule a request broke. Keyed by message key;
 * the answer still carries the stable error code. Server-only: the answer's `message` is written
 * in the reader's language, so no page needs this section. `{name}` placeholders are filled by
 * the server.
 */
export const apiErrors = {
  too_many_attempts: 'Previše pokušaja. Pokušaj ponovo kasnije.',
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
  own_block: 'Ne možeš blokirati vlastiti nalog.',
  own_role: 'Ne možeš mijenjati vlastitu administratorsku ulogu.',
  session_being_paid: 'Kupac upravo plaća ovu sesiju. Pokušaj ponovo za minut.',
  product_not_found: 'Proizvod nije pronađen.',
  limit_over_income: 'Limit ne može biti veći od mjesečnog raspoloživog prihoda korisnika ({cap}).',
  order_active: 'Narudžba je aktivna.',
  order_paid_in_full: 'Narudžba je već u potpunosti plaćena.',
  order_refunded: 'Iznos narudžbe je već u potpunosti vraćen.',
  order_cancelled: 'Narudžba je otkazana.',
  order_written_off: 'Narudžba je otpisana.',
  order_withdrawn: 'Od ovog kredita se već odustalo.',
  refund_amount_invalid: 'Iznos povraćaja nije ispravan.',
  refund_exceeds_refundable:
    'Iznos povraćaja od {amount} prelazi iznos koji se još može vratiti ({refundable}).',
  purchase_amount_invalid: 'Iznos kupovine nije ispravan. Najmanji iznos je {minimum}.',
  purchase_over_limit: 'Iznos od {amount} prelazi tvoj raspoloživi limit od {available}.',
  decline_next_over_limit:
    'Možeš izabrati manji iznos, ranije platiti neku od postojećih rata da oslobodiš limit, ili zatražiti da kupovinu pregleda osoba.',
  decline_next_overdue:
    'Plati ratu koja kasni na stranici „Moji planovi“; odmah zatim možeš ponovo kupovati. Ako misliš da je to greška, zatraži pregled od strane osobe.',
  decline_next_not_verified:
    'Pošalji sebi kod na email dugmetom iznad i upiši ga ovdje: kupovina se nastavlja na ovoj stranici.',
  decline_next_identity_incomplete:
    'Na svom profilu upiši ime, prezime, JMBG i broj telefona, pa se vrati na ovu stranicu.',
  decline_next_own_shop: 'Prijavi se ličnim nalogom koji nije korisnik ove prodavnice.',
  decline_next_blocked:
    'Javi se podršci na /kontakt; pregled kupovine ne otključava blokiran nalog.',
  decline_next_invalid_amount: 'Vrati se u prodavnicu i provjeri iznos korpe.',
  decline_next_other: 'Vrati se u prodavnicu ili nam se javi na /kontakt.',
  review_not_found: 'Zahtjev za pregled nije pronađen.',
  review_received: 'Zahtjev je primljen. Javićemo ti se u roku od 2 radna dana.',
  review_over_cap:
    'Sa ovom kupovinom kupac bi dugovao {owed}, više od mjesečnog raspoloživog prihoda koji je prijavio ({cap}). Odobri je samo uz upisan razlog prekoračenja.',
  documents_busy: 'Trenutno se priprema mnogo dokumenata. Pokušaj ponovo za nekoliko sekundi.',
  instalments_invalid: 'Broj rata mora biti 3, 6 ili 12.',
  failed_key_limit:
    'Previše pokušaja s neispravnim API ključem s ove adrese. Pokušaj ponovo za 10 minuta.',
  api_key_not_found: 'API ključ nije pronađen.',
  no_merchant: 'Tvoj nalog nije povezan ni sa jednim trgovcem.',
  webhook_endpoint_not_found: 'Webhook adresa nije podešena.',
  delivery_not_found: 'Isporuka webhooka nije pronađena.',
  delivery_retry_limit:
    'Ovu isporuku možeš ručno poslati najviše {max} puta na sat. Pokušaj ponovo kasnije.',
  merchant_retry_limit:
    'Možeš ručno poslati najviše {max} webhooka na sat. Pokušaj ponovo kasnije.',
  move_already_used_on:
    'Rok rate se može pomjeriti samo jednom po planu. Na ovom planu je {sequence}. rata već pomjerena na {day}.',
  withdrawal_paid_in_full: 'Ovaj plan je već otplaćen, pa od kredita više nema šta da se odustane.',
  withdrawal_refunded: 'Trgovac je vratio cijeli iznos ove kupovine, kredit je već završen.',
  withdrawal_cancelled: 'Ova kupovina je otkazana, kredit je već završen.',
  withdrawal_written_off: 'Ovaj plan je zatvoren, od kredita se više ne može odustati.',
  withdrawal_period_over_on:
    'Rok od 14 dana za odustanak od kredita je istekao {day} Ostatak možeš platiti odjednom, bez naknade, ili nastaviti po planu.',
  receipt_not_found: 'Potvrda o plaćanju nije pronađena.',
  statement_format: 'Izvod se traži kao GGGG-MM.pdf ili GGGG-MM.csv (npr. 2026-11.pdf).',
  statement_future: 'Izvod za taj mjesec još ne postoji.',
  payment_not_made: 'Plaćanje nije izvršeno, ništa nije naplaćeno.',
  payment_amount_invalid: 'Iznos plaćanja nije ispravan.',
  csrf_missing: 'Zahtjev je odbijen (nedostaje zaštita od lažnih zahtjeva).',
  csrf_origin: 'Zahtjev je odbijen (nepoznato porijeklo).',
  json_too_deep: 'Tijelo zahtjeva je previše ugniježđeno (najviše {max} nivoa).',
  statement_body_missing: 'Pošalji izvod kao { "xml": "…" }.',
  webhook_send_failed:
    'Slanje nije uspjelo: adresa nije javno dostupna ili nije odgovorila na vrijeme.',
  webhook_endpoint_removed: 'Webhook adresa je uklonjena.',
  webhook_test_limit: 'Možeš poslati najviše {max} test događaja na sat. Pokušaj ponovo kasnije.',
  webhook_url_private:
    'Webhook adresa mora biti javno dostupna (lokalne i privatne adrese nisu dozvoljene).',
  payout_file_not_found: 'Datoteka sa nalozima ne postoji.',
  payout_file_not_sendable:
    'Datoteka je {state}: kao poslata se može označiti samo napravljena datoteka.',
  payout_file_not_rejectable: 'Datoteka je {state}, pa je banka više ne može odbiti.',
  payout_file_booked:
    'Banka je već proknjižila plaćanja iz ove datoteke, pa se ona ne može označiti kao odbijena.',
  statement_uploaded_before: 'Izvod {id} je već učitan.',
  statement_line_not_found: 'Otvorena stavka izvoda nije pronađena.',
  statement_amount: 'Iznos "{value}" u izvodu nije ispravan.',
  statement_direction: 'Oznaka "{value}" u izvodu nije ni CRDT ni DBIT.',
  statement_entry_amount: 'Jedna stavka izvoda nema iznos.',
  statement_batch_amount: 'Jedna transakcija zbirne stavke izvoda nema iznos.',
  statement_kind: 'Datoteka nije izvod camt.053 ni obavještenje camt.054.',
  statement_empty: 'Datoteka ne sadrži nijedan izvod.',
  statement_no_id: 'Jedan izvod u datoteci nema oznaku (Id).',
  statement_too_large: 'Datoteka izvoda je prevelika.',
  statement_xml_doctype: 'Izvod ne smije sadržati DOCTYPE deklaraciju.',
  statement_xml_entity: 'Izvod koristi nepoznat XML entitet &{name};',
  statement_xml_malformed:
    'Datoteka nije ispravan XML. Učitaj izvod onakav kakav je preuzet iz banke.',
  unknown_api_path: 'Nepoznata API adresa.',
};
