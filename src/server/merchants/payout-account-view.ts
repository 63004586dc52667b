// A stored payout account as the API shows it to admins: the IBAN grouped by four and masked.
import type { PayoutAccountView } from '#shared/admin-api';
import { formatIban, maskIban } from '#shared/iban';

export function payoutAccountView(row: {
  payout_account_holder: string | null;
  payout_iban: string | null;
  payout_bic: string | null;
}): PayoutAccountView | null {
  if (!row.payout_iban || !row.payout_account_holder) return null;
  return {
    holder: row.payout_account_holder,
    iban: formatIban(row.payout_iban),
    ibanMasked: maskIban(row.payout_iban),
    bic: row.payout_bic,
  };
}
