-- The admin user list sorts by name (the display name, or the email of a user without one) and
-- searches names and emails together. Both spanned two tables, users and profiles, so no index
-- could serve them: a page sorted by name read and sorted every user, and a search with a common
-- term collected thousands of ids from two indexes before it could sort a page of them. users now
-- keeps both keys, written by triggers whenever the email or the profile's names change, and the
-- list reads one table through its own indexes.
ALTER TABLE users
  ADD COLUMN list_name text NOT NULL DEFAULT '',
  -- The email, a newline, then the profile's lower-cased names (profiles.search_text): a search
  -- term never holds a newline, so no match spans two parts.
  ADD COLUMN list_search text NOT NULL DEFAULT '';

-- A new user, or a changed email: the keys from the user's profile, if it exists yet.
CREATE FUNCTION users_list_keys() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  profile record;
BEGIN
  SELECT display_name, search_text INTO profile FROM profiles WHERE id = NEW.id;
  NEW.list_name := lower(coalesce(profile.display_name, NEW.email));
  NEW.list_search := NEW.email || E'\n' || coalesce(profile.search_text, '');
  RETURN NEW;
END
$$;
CREATE TRIGGER users_list_keys BEFORE INSERT OR UPDATE OF email ON users
  FOR EACH ROW EXECUTE FUNCTION users_list_keys();

-- A profile written, renamed or removed: its user's keys again. AFTER, so that the generated
-- search_text is already computed.
CREATE FUNCTION profiles_list_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE users SET list_name = lower(email), list_search = email || E'\n' WHERE id = OLD.id;
    RETURN OLD;
  END IF;
  UPDATE users
    SET list_name = lower(coalesce(NEW.display_name, email)),
        list_search = email || E'\n' || NEW.search_text
    WHERE id = NEW.id;
  RETURN NEW;
END
$$;
CREATE TRIGGER profiles_list_keys AFTER INSERT OR UPDATE OF display_name, first_name, last_name
  OR DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION profiles_list_keys();

UPDATE users u
  SET list_name = lower(coalesce(p.display_name, u.email)),
      list_search = u.email || E'\n' || coalesce(p.search_text, '')
  FROM users x LEFT JOIN profiles p ON p.id = x.id
  WHERE x.id = u.id;

CREATE INDEX users_list_name_idx ON users (list_name, id);
CREATE INDEX users_list_search_trgm_idx ON users USING gin (list_search gin_trgm_ops);
