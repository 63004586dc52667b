-- The admin user search matches "contains" on the shopper's names. ILIKE lower-cases every row's
-- text again on every search (about a microsecond a row, three texts a profile), and with a common
-- term (a sixth of all shoppers share a surname) PostgreSQL rightly reads the whole table instead
-- of the trigram indexes. The names are kept once more, lower-cased and joined, so a search is one
-- plain LIKE per profile on text prepared at write time, on one trigram index. A newline joins the
-- parts: a search term never holds one, so no match spans two of them. Emails are lower-case
-- already (users_email_check), so LIKE on a lower-cased term matches them as ILIKE did.
ALTER TABLE profiles ADD COLUMN search_text text NOT NULL GENERATED ALWAYS AS (
  lower(coalesce(display_name, '') || E'\n' || coalesce(first_name, '') || ' ' ||
        coalesce(last_name, ''))
) STORED;
CREATE INDEX profiles_search_text_trgm_idx ON profiles USING gin (search_text gin_trgm_ops);
-- The two indexes the search used before are replaced by the one above.
DROP INDEX profiles_display_name_trgm_idx;
DROP INDEX profiles_full_name_trgm_idx;
