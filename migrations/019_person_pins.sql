-- Each person's own PIN beside the table roles' PINs: once a table keeps a staff register, a PIN
-- row's role is `badge:` and the person's badge (app/core/log/pin-record.ts, personPinKey).
-- SQLite cannot change a CHECK, so `pins` is built again as migration 012 did: every row copied
-- as it stands (the seals cover only its values, so they still verify), then its guards made
-- again. The implicit delete of DROP TABLE fires no trigger.

CREATE TABLE pins_of_people (
  position  INTEGER PRIMARY KEY CHECK (position >= 1),
  role      TEXT    NOT NULL CHECK (
    role IN ('pit-boss', 'bank', 'croupier')
    OR (role GLOB 'badge:[A-Za-z0-9]*' AND length(role) BETWEEN 7 AND 46)
  ),
  -- scrypt parameters, salt and derived key, as "scrypt$N$r$p$salt-hex$key-hex".
  hash      TEXT    NOT NULL,
  set_at    TEXT    NOT NULL,
  set_by    TEXT    NOT NULL,
  prev_seal TEXT CHECK (prev_seal IS NULL OR length(prev_seal) = 64),
  seal      TEXT CHECK (seal IS NULL OR length(seal) = 64)
) STRICT;

INSERT INTO pins_of_people (position, role, hash, set_at, set_by, prev_seal, seal)
  SELECT position, role, hash, set_at, set_by, prev_seal, seal FROM pins ORDER BY position;

DROP TABLE pins;
ALTER TABLE pins_of_people RENAME TO pins;

-- A person's PIN in force is read by its key, newest first.
CREATE INDEX pins_by_role ON pins (role, position);

CREATE TRIGGER pins_are_never_updated BEFORE UPDATE ON pins
WHEN OLD.seal IS NOT NULL
BEGIN
  SELECT RAISE(ABORT, 'the event log is append-only: a PIN is changed by adding a new one');
END;

CREATE TRIGGER pins_are_never_deleted BEFORE DELETE ON pins
BEGIN
  SELECT RAISE(ABORT, 'the event log is append-only: a PIN is changed by adding a new one');
END;

CREATE TRIGGER pins_are_always_sealed BEFORE INSERT ON pins
WHEN NEW.seal IS NULL OR NEW.prev_seal IS NULL
BEGIN
  SELECT RAISE(ABORT, 'the event log is sealed: a PIN is written with its seal');
END;
