-- The pit server's own rows: the PINs its logins are checked against, and the floor it shows.

-- The PINs of the pit's roles, as salted scrypt hashes (app/core/roles/pin-hash.ts); a change is a
-- new row, the newest row of a role is its PIN, so who set which PIN when stays readable.
CREATE TABLE pit_pins (
  id     bigserial   PRIMARY KEY,
  role   text        NOT NULL CHECK (role IN ('pit-boss', 'review')),
  hash   text        NOT NULL CHECK (hash LIKE 'scrypt$%'),
  set_by text        NOT NULL,
  set_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX pit_pins_by_role ON pit_pins (role, id DESC);

CREATE TRIGGER pit_pins_append_only BEFORE UPDATE OR DELETE ON pit_pins
  FOR EACH ROW EXECUTE FUNCTION pit_refuse_change();

-- The floor as the pit server folded it from each table's replica with the table's own code: one
-- line per table (app/contract/pit-floor.ts), a cache rebuilt from the facts at every change.
CREATE TABLE pit_floor (
  table_id   text        PRIMARY KEY REFERENCES pit_tables (table_id),
  line       jsonb       NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The pit server's lockout reads back a role's recent wrong PINs in a few rows after a restart.
CREATE INDEX pit_center_journal_wrong_pins ON pit_center_journal (role, at DESC)
  WHERE action = 'wrong-pin';
