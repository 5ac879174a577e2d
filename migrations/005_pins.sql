-- PINs of the roles that may correct the log (pit boss; the bank at a home game), as scrypt
-- hashes. A new PIN is a new row; the latest row of a role is the one in force, and the history
-- shows who changed it and when.
CREATE TABLE pins (
  position INTEGER PRIMARY KEY CHECK (position >= 1),
  role     TEXT    NOT NULL CHECK (role IN ('pit-boss', 'bank')),
  -- scrypt parameters, salt and derived key, as "scrypt$N$r$p$salt-hex$key-hex".
  hash     TEXT    NOT NULL,
  set_at   TEXT    NOT NULL,
  set_by   TEXT    NOT NULL
) STRICT;

CREATE TRIGGER pins_are_never_updated BEFORE UPDATE ON pins
BEGIN
  SELECT RAISE(ABORT, 'the event log is append-only: a PIN is changed by adding a new one');
END;

CREATE TRIGGER pins_are_never_deleted BEFORE DELETE ON pins
BEGIN
  SELECT RAISE(ABORT, 'the event log is append-only: a PIN is changed by adding a new one');
END;
