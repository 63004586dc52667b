-- Responsible lending (EU Directive 2023/2225 on consumer credit).

-- One person, one account. jmbg_hash is a keyed HMAC-SHA256 of the national ID (the key lives in
-- the app, so the app fills it for rows written before this migration, at start-up). Accounts
-- that already shared a JMBG or a verified phone are kept, but flagged for admins and left out of
-- the unique indexes; every new account and every new phone verification is held to them.
ALTER TABLE profiles ADD COLUMN jmbg_hash text CHECK (jmbg_hash ~ '^[0-9a-f]{64}$');
ALTER TABLE profiles ADD COLUMN jmbg_duplicate boolean NOT NULL DEFAULT false;
ALTER TABLE profiles ADD COLUMN phone_duplicate boolean NOT NULL DEFAULT false;

-- Verified phones written the same way before this migration: the oldest account keeps it.
UPDATE profiles SET phone_duplicate = true
WHERE phone_verified AND phone IS NOT NULL AND id NOT IN (
  SELECT DISTINCT ON (phone) id FROM profiles
  WHERE phone_verified AND phone IS NOT NULL
  ORDER BY phone, created_at, id
);

CREATE UNIQUE INDEX profiles_jmbg_hash_key ON profiles (jmbg_hash)
  WHERE jmbg_hash IS NOT NULL AND NOT jmbg_duplicate;
CREATE INDEX profiles_jmbg_hash_idx ON profiles (jmbg_hash) WHERE jmbg_hash IS NOT NULL;
CREATE UNIQUE INDEX profiles_verified_phone_key ON profiles (phone)
  WHERE phone_verified AND NOT phone_duplicate;
