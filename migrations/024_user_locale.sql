-- The language a person reads NaRate in: every email, SMS and PDF sent to them is written in it.
-- Chosen at sign-up from the language the site was shown in, changeable in the profile.
-- Accounts made before the choice existed read Montenegrin, the site's default.
ALTER TABLE users
  ADD COLUMN locale text NOT NULL DEFAULT 'me' CHECK (locale IN ('me', 'en'));
