-- Answers to contact messages and complaints. An admin writes an answer, it is emailed to the
-- sender in their language and kept here, so the shopper can read it on the dashboard and the
-- admin sees what was said. A message may be answered more than once until it is resolved.
CREATE TABLE contact_replies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contact_submission_id uuid NOT NULL REFERENCES contact_submissions (id),
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 5000),
  locale text NOT NULL CHECK (locale IN ('me', 'en')),
  author_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_replies_submission_idx ON contact_replies (contact_submission_id, created_at);

-- The language the message was written in: a sender without an account is answered in it.
ALTER TABLE contact_submissions ADD COLUMN locale text NOT NULL DEFAULT 'me'
  CHECK (locale IN ('me', 'en'));

-- The shopper's own complaints, listed on the dashboard.
CREATE INDEX contact_submissions_user_idx ON contact_submissions (user_id, created_at DESC)
  WHERE user_id IS NOT NULL;
