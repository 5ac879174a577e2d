-- The count of each table's drop box (issue "the money around the table"): what the count team found
-- in the box of a table and gaming day, by kind and denomination, signed by three counters of the
-- pit's register with their badges. Append-only like every book: a recount is a new row that names
-- the count it replaces and why, so the first count stays readable beside it.
CREATE TABLE pit_drop_counts (
  id          bigserial   PRIMARY KEY,
  gaming_day  date        NOT NULL,
  table_id    text        NOT NULL CHECK (table_id <> ''),
  box         text        NOT NULL CHECK (box <> ''),
  -- [{kind, denomination, quantity, amount}], amounts in minor units (hundredths of a table unit).
  lines       jsonb       NOT NULL CHECK (jsonb_typeof(lines) = 'array' AND jsonb_array_length(lines) > 0),
  counted     bigint      NOT NULL CHECK (counted > 0),
  counters    text[]      NOT NULL CHECK (cardinality(counters) = 3),
  -- Where the figures came from: the file a currency counter wrote, or the pit boss's screen.
  source      text        NOT NULL CHECK (source <> ''),
  recorded_at timestamptz NOT NULL DEFAULT now(),
  replaces    bigint      REFERENCES pit_drop_counts (id),
  reason      text,
  CHECK ((replaces IS NULL) = (reason IS NULL))
);

-- One count a box and day, unless a recount names it: the first is kept, the second refused.
CREATE UNIQUE INDEX pit_drop_counts_first ON pit_drop_counts (gaming_day, table_id, box) WHERE replaces IS NULL;
-- A count is replaced once: a third count replaces the second.
CREATE UNIQUE INDEX pit_drop_counts_replaced_once ON pit_drop_counts (replaces) WHERE replaces IS NOT NULL;
CREATE INDEX pit_drop_counts_by_day ON pit_drop_counts (gaming_day, table_id);

CREATE TRIGGER pit_drop_counts_append_only BEFORE UPDATE OR DELETE ON pit_drop_counts
  FOR EACH ROW EXECUTE FUNCTION pit_refuse_change();
CREATE TRIGGER pit_drop_counts_not_truncated BEFORE TRUNCATE ON pit_drop_counts
  FOR EACH STATEMENT EXECUTE FUNCTION pit_refuse_change();
