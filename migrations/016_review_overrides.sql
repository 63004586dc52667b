-- An admin's review approval stays within the shopper's declared monthly disposable income (what
-- they owe with the purchase may not exceed it), unless the admin overrides the cap with a written
-- reason; the reason is kept with the approval (and in the audit log), so a confirm of an
-- approval without one checks the cap again.
ALTER TABLE review_requests ADD COLUMN cap_override_reason text
  CHECK (cap_override_reason IS NULL OR length(cap_override_reason) BETWEEN 10 AND 500);
