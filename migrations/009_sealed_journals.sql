-- The journals and the PINs chained as the events are: each row carries the seal of the row
-- before it and its own (SHA-256 over its position, its columns and that seal; see
-- app/core/log/sealed-books.ts), so an entry erased, rewritten or put in between is found by
-- `sabot verify`. The rows already written are sealed by the migration runner in this migration's
-- transaction (SQLite has no SHA-256): the update guard is recreated to let a row without a seal
-- be sealed once, and every later row must arrive with its seal.

ALTER TABLE journal ADD COLUMN prev_seal TEXT CHECK (prev_seal IS NULL OR length(prev_seal) = 64);
ALTER TABLE journal ADD COLUMN seal TEXT CHECK (seal IS NULL OR length(seal) = 64);

DROP TRIGGER journal_is_never_updated;
CREATE TRIGGER journal_is_never_updated BEFORE UPDATE ON journal
WHEN OLD.seal IS NOT NULL
BEGIN
  SELECT RAISE(ABORT, 'the event log is append-only: a journal entry is never changed');
END;

CREATE TRIGGER journal_is_always_sealed BEFORE INSERT ON journal
WHEN NEW.seal IS NULL OR NEW.prev_seal IS NULL
BEGIN
  SELECT RAISE(ABORT, 'the event log is sealed: a journal entry is written with its seal');
END;

ALTER TABLE device_journal ADD COLUMN prev_seal TEXT CHECK (prev_seal IS NULL OR length(prev_seal) = 64);
ALTER TABLE device_journal ADD COLUMN seal TEXT CHECK (seal IS NULL OR length(seal) = 64);

DROP TRIGGER device_journal_is_never_updated;
CREATE TRIGGER device_journal_is_never_updated BEFORE UPDATE ON device_journal
WHEN OLD.seal IS NOT NULL
BEGIN
  SELECT RAISE(ABORT, 'the event log is append-only: a device frame is never changed');
END;

CREATE TRIGGER device_journal_is_always_sealed BEFORE INSERT ON device_journal
WHEN NEW.seal IS NULL OR NEW.prev_seal IS NULL
BEGIN
  SELECT RAISE(ABORT, 'the event log is sealed: a device frame is written with its seal');
END;

ALTER TABLE pins ADD COLUMN prev_seal TEXT CHECK (prev_seal IS NULL OR length(prev_seal) = 64);
ALTER TABLE pins ADD COLUMN seal TEXT CHECK (seal IS NULL OR length(seal) = 64);

DROP TRIGGER pins_are_never_updated;
CREATE TRIGGER pins_are_never_updated BEFORE UPDATE ON pins
WHEN OLD.seal IS NOT NULL
BEGIN
  SELECT RAISE(ABORT, 'the event log is append-only: a PIN is changed by adding a new one');
END;

CREATE TRIGGER pins_are_always_sealed BEFORE INSERT ON pins
WHEN NEW.seal IS NULL OR NEW.prev_seal IS NULL
BEGIN
  SELECT RAISE(ABORT, 'the event log is sealed: a PIN is written with its seal');
END;

-- How far the event chain was last verified (at start-up, or by the full check in the background),
-- so that a start-up re-hashes only the facts after it. One row; a cache of the audit, not a record.
CREATE TABLE chain_verified (
  id          INTEGER PRIMARY KEY CHECK (id = 1),
  position    INTEGER NOT NULL CHECK (position >= 0),
  hash        TEXT    NOT NULL CHECK (length(hash) = 64),
  verified_at TEXT    NOT NULL
) STRICT;
