-- The table door without a row lock on its common path. Migration 009 read the table's
-- `pit_tables` row FOR UPDATE on every batch and held the lock until the batch's transaction
-- ended, so whatever else locked or wrote that row waited behind a batch of 2,000 facts: while 199
-- tables caught up an outage the floor view's p99 went from 0.3 s to 11 s, and back under 0.4 s
-- without the lock (docs/benchmarks.md). A table bound to its key needs no lock to be compared
-- with it. A table that shipped before keys is bound by one conditional UPDATE, which one batch
-- only can win (a second waits for it, then finds the key set), and the key bound is read again:
-- two logs racing for one unbound id still leave one bound and the other refused, as before.
CREATE OR REPLACE FUNCTION pit_table_door(p_table text, p_key text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  k text := encode(sha256(convert_to(coalesce(p_key, ''), 'UTF8')), 'hex');
  other text;
  bound text;
BEGIN
  IF NOT pit_admission_open()
     AND NOT EXISTS (SELECT 1 FROM pit_admitted_tables a WHERE a.table_id = p_table) THEN
    RAISE EXCEPTION USING ERRCODE = 'SB001', MESSAGE = p_table;
  END IF;
  SELECT t.table_id INTO other FROM pit_tables t WHERE t.key_hash = k AND t.table_id <> p_table;
  IF FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'SB002', MESSAGE = p_table, HINT = other;
  END IF;
  INSERT INTO pit_tables (table_id, key_hash) VALUES (p_table, k) ON CONFLICT (table_id) DO NOTHING;
  SELECT t.key_hash INTO bound FROM pit_tables t WHERE t.table_id = p_table;
  IF bound IS NULL THEN
    -- A table that shipped before keys: bound to the log of its next batch, the first to get there.
    UPDATE pit_tables SET key_hash = k WHERE table_id = p_table AND key_hash IS NULL;
    SELECT t.key_hash INTO bound FROM pit_tables t WHERE t.table_id = p_table;
  END IF;
  IF bound <> k THEN
    RAISE EXCEPTION USING ERRCODE = 'SB003', MESSAGE = p_table;
  END IF;
END $$;
