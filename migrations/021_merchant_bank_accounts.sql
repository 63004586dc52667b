-- Where a merchant's payouts go. A payout is a credit transfer to this account, so the account
-- holder and the IBAN are what the bank needs; the BIC only for banks that still ask for it.
-- Merchants approved before bank details were asked have none until they enter them, and their
-- payouts wait (a batch without an account cannot go into a transfer file).
ALTER TABLE merchants
  ADD COLUMN payout_account_holder text CHECK (length(payout_account_holder) BETWEEN 1 AND 140),
  -- Stored in electronic form: upper case, no spaces (ME25505000012345678951).
  ADD COLUMN payout_iban text CHECK (payout_iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'),
  ADD COLUMN payout_bic text CHECK (payout_bic ~ '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$'),
  -- A changed account holds payouts until this moment (taking over a merchant's account and
  -- redirecting its money is the classic fraud; the hold gives the merchant time to notice).
  ADD COLUMN payouts_held_until timestamptz;

-- What the applicant gave; copied to the merchant on approval.
ALTER TABLE partner_applications
  ADD COLUMN payout_account_holder text CHECK (length(payout_account_holder) BETWEEN 1 AND 140),
  ADD COLUMN payout_iban text CHECK (payout_iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'),
  ADD COLUMN payout_bic text CHECK (payout_bic ~ '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$');
