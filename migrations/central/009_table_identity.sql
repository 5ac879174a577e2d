-- A table at the center is bound to its log, and a new table id must be admitted.
--
-- Each table log holds a random key of its own (the log's `table_key`, made with the log and never
-- changed; a copy or a restored backup of the log holds the same key). The shipper presents it
-- with every batch; the center keeps only its SHA-256. A table id ships with one key only: another
-- log under its name is refused (an impostor). A key ships as one table id only: the same log under
-- a second id is refused, naming the table it ships as, so one log is never two tables and never
-- doubles the pit's totals. The table's first fact's hash is kept too (`first_hash`), for the
-- audit; it is not a refusal on its own, since two logs may open with the same first fact.
--
-- A table id ships only once admitted (`pit_admitted_tables`, by `sabot pit admit` behind the pit
-- boss's PIN, or from a configured list). A refused id leaves no row anywhere, so naming any number
-- of ids costs the center and the pit server nothing. A test pit or a home game may open admission
-- to every id with the database's own setting `sabot.admission = 'open'` (ALTER DATABASE … SET,
-- which only the database's owner may run); the same setting made by a session (SET, or an option
-- of a connection's URL), which any login may make, opens nothing: the door reads the database's
-- setting from the catalogue, not the session's. Every id that shipped before this migration is
-- admitted by it.

CREATE TABLE pit_admitted_tables (
  table_id    text        PRIMARY KEY CHECK (table_id ~ '^[A-Za-z0-9._-]{1,64}$'),
  admitted_by text        NOT NULL,
  admitted_at timestamptz NOT NULL DEFAULT now()
);

CREATE TRIGGER pit_admitted_tables_append_only BEFORE UPDATE OR DELETE ON pit_admitted_tables
  FOR EACH ROW EXECUTE FUNCTION pit_refuse_change();
CREATE TRIGGER pit_admitted_tables_not_truncated BEFORE TRUNCATE ON pit_admitted_tables
  FOR EACH STATEMENT EXECUTE FUNCTION pit_refuse_change();

INSERT INTO pit_admitted_tables (table_id, admitted_by, admitted_at)
  SELECT table_id, '(shipped before admission)', first_shipped_at FROM pit_tables;

ALTER TABLE pit_tables ADD COLUMN key_hash text CHECK (key_hash ~ '^[0-9a-f]{64}$');
ALTER TABLE pit_tables ADD COLUMN first_hash text;
CREATE UNIQUE INDEX pit_tables_one_per_key ON pit_tables (key_hash) WHERE key_hash IS NOT NULL;

UPDATE pit_tables t SET first_hash = e.hash
  FROM pit_events e WHERE e.table_id = t.table_id AND e.position = 1;

-- Whether the database's owner opened admission to every id: the database's own setting only.
CREATE FUNCTION pit_admission_open() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM pg_db_role_setting s JOIN pg_database d ON d.oid = s.setdatabase
    WHERE d.datname = current_database() AND s.setrole = 0
      AND 'sabot.admission=open' = ANY (s.setconfig))
$$;

-- The door every batch passes before anything of it is read. Refusals are errors of their own
-- SQLSTATE (the shipper says them as sentences), so the refused call's transaction writes nothing:
--   SB001 the table id is not admitted          (MESSAGE: the table id)
--   SB002 the log already ships as another table (MESSAGE: the table id, HINT: the other id)
--   SB003 another log ships under this table id  (MESSAGE: the table id)
CREATE FUNCTION pit_table_door(p_table text, p_key text) RETURNS void LANGUAGE plpgsql AS $$
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
  SELECT t.key_hash INTO bound FROM pit_tables t WHERE t.table_id = p_table FOR UPDATE;
  IF bound IS NULL THEN
    -- A table that shipped before keys: bound to the log of its next batch.
    UPDATE pit_tables SET key_hash = k WHERE table_id = p_table;
  ELSIF bound <> k THEN
    RAISE EXCEPTION USING ERRCODE = 'SB003', MESSAGE = p_table;
  END IF;
END $$;

DROP FUNCTION pit_ingest_events(text, jsonb, bigint);

CREATE FUNCTION pit_ingest_events(p_table text, p_rows jsonb, p_reported bigint, p_key text)
RETURNS TABLE (head bigint, refused_at bigint, refusal text) LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pit_table_door(p_table, p_key);
  PERFORM pit_admit_batch(p_table, CASE WHEN jsonb_typeof(p_rows) = 'array' THEN jsonb_array_length(p_rows) ELSE 0 END);
  RETURN QUERY SELECT * FROM pit_store_events(p_table, p_rows, p_reported);
  UPDATE pit_tables t SET first_hash = e.hash
    FROM pit_events e
    WHERE t.table_id = p_table AND t.first_hash IS NULL AND e.table_id = p_table AND e.position = 1;
END $$;

ALTER FUNCTION pit_ingest_journal(text, text, jsonb, bigint) RENAME TO pit_store_journal;

CREATE FUNCTION pit_ingest_journal(p_table text, p_journal text, p_rows jsonb, p_local bigint, p_key text)
RETURNS TABLE (head bigint, refused_at bigint, refusal text) LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pit_table_door(p_table, p_key);
  RETURN QUERY SELECT * FROM pit_store_journal(p_table, p_journal, p_rows, p_local);
END $$;

-- A journal's refusal said by the shipping after its own check of the seals (app/core/pit/
-- journal-ingest.ts) passes the same door: it names a table, and would otherwise make its row and
-- its alarm for any id. (The five-argument form stays for the ingest's own use inside the center.)
CREATE FUNCTION pit_refuse_journal(p_table text, p_journal text, p_position bigint, p_refusal text,
                                   p_detail text, p_key text)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pit_table_door(p_table, p_key);
  PERFORM pit_refuse_journal(p_table, p_journal, p_position, p_refusal, p_detail);
END $$;
