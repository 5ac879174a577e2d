-- The croupier's PIN beside the pit boss's and the bank's: the croupier signs the opener, the
-- closer, fills, credits and voids with it. SQLite cannot change a CHECK, so `pins` is built
-- again with the new role allowed and every row copied as it stands (position, columns, prev_seal
-- and seal: the seals cover only those values, so they still verify), then its guards are made
-- again as migration 009 left them. The implicit delete of DROP TABLE fires no trigger.

CREATE TABLE pins_with_croupier (
  position  INTEGER PRIMARY KEY CHECK (position >= 1),
  role      TEXT    NOT NULL CHECK (role IN ('pit-boss', 'bank', 'croupier')),
  -- scrypt parameters, salt and derived key, as "scrypt$N$r$p$salt-hex$key-hex".
  hash      TEXT    NOT NULL,
  set_at    TEXT    NOT NULL,
  set_by    TEXT    NOT NULL,
  prev_seal TEXT CHECK (prev_seal IS NULL OR length(prev_seal) = 64),
  seal      TEXT CHECK (seal IS NULL OR length(seal) = 64)
) STRICT;

INSERT INTO pins_with_croupier (position, role, hash, set_at, set_by, prev_seal, seal)
  SELECT position, role, hash, set_at, set_by, prev_seal, seal FROM pins ORDER BY position;

DROP TABLE pins;
ALTER TABLE pins_with_croupier RENAME TO pins;

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
