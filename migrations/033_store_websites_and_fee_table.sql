-- The store directory (/prodavnice) shows each partner's own link. A merchant keeps it on its own
-- row, so a store without a partner application (the demo shop) has one too, and a later change
-- of the merchant's site does not rewrite the application it once sent. Either an http(s)
-- address or a path on this site ('/demo-shop').
ALTER TABLE merchants
  ADD COLUMN website text CHECK (
    website IS NULL OR (length(website) <= 255 AND (website ~* '^https?://' OR website ~ '^/[a-z0-9-]+$'))
  );

-- An address given without a scheme ('www.firma.me') is taken as https, as the directory showed it.
UPDATE merchants AS m
   SET website = CASE WHEN a.website ~* '^https?://' THEN a.website ELSE 'https://' || a.website END
  FROM partner_applications AS a
 WHERE a.id = m.partner_application_id
   AND a.website <> ''
   AND (a.website ~* '^https?://' OR a.website !~ '^[A-Za-z][A-Za-z0-9+.-]*:')
   AND length(a.website) <= 247;

-- A bigger merchant never pays a higher rate than a smaller one: Growth is 2,5 % (below
-- Starter's 3 %), and an agreed Enterprise fee is at most that. Merchants charged more get the
-- published rate from their next order; orders already made keep the fee they were made with.
UPDATE merchants SET fee_basis_points = 250
 WHERE pricing_tier IN ('growth', 'enterprise') AND fee_basis_points > 250;
