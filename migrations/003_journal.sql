-- Refused inputs and security events (a wrong PIN, a command above the operator's role), so the
-- audit sees what was asked and why it was refused, not only what was accepted.
CREATE TABLE journal (
  position INTEGER PRIMARY KEY CHECK (position >= 1),
  time     TEXT    NOT NULL,
  kind     TEXT    NOT NULL CHECK (kind IN ('refusal', 'security')),
  -- The operator who asked, as claimed: after a wrong PIN nobody is proven.
  operator TEXT    NOT NULL,
  source   TEXT    NOT NULL,
  -- What was asked, as JSON. Never a secret: a PIN attempt is recorded without the PIN.
  asked    TEXT    NOT NULL CHECK (json_valid(asked)),
  reason   TEXT    NOT NULL CHECK (reason <> '')
) STRICT;

CREATE TRIGGER journal_is_never_updated BEFORE UPDATE ON journal
BEGIN
  SELECT RAISE(ABORT, 'the event log is append-only: a journal entry is never changed');
END;

CREATE TRIGGER journal_is_never_deleted BEFORE DELETE ON journal
BEGIN
  SELECT RAISE(ABORT, 'the event log is append-only: a journal entry is never deleted');
END;
