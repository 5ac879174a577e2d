-- The pit's central store: every table's facts and journals exactly as its log holds them, shipped
-- by the table (app/core/pit/shipper.ts) and checked here, in the database, against the chain
-- already stored, so that no client can store a fact the chain does not vouch for.

-- One row per table that ever shipped: how far its chain is stored, and what it last said of itself.
CREATE TABLE pit_tables (
  table_id          text        PRIMARY KEY CHECK (table_id ~ '^[A-Za-z0-9._-]{1,64}$'),
  first_shipped_at  timestamptz NOT NULL DEFAULT now(),
  -- The last fact stored and its hash: the next batch must chain onto it.
  head_position     bigint      NOT NULL DEFAULT 0 CHECK (head_position >= 0),
  head_hash         text        NOT NULL DEFAULT repeat('0', 64) CHECK (length(head_hash) = 64),
  -- What the table reported with its last batch: its own last position, and when (the center's clock).
  reported_position bigint      NOT NULL DEFAULT 0,
  reported_at       timestamptz,
  -- The center's clock when the last batch was stored: the shipping lag is read from it.
  stored_at         timestamptz
);

-- The rows below name their table without a foreign key: pit_tables rows are never removed (the
-- trigger below) and the ingest functions insert a table's row before any of its facts, while a
-- foreign key's check, row by row, cost a third of an ingest.
CREATE TABLE pit_events (
  table_id        text    NOT NULL,
  position        bigint  NOT NULL CHECK (position >= 1),
  stream          text    NOT NULL,
  stream_position integer NOT NULL,
  type            text    NOT NULL,
  -- The canonical JSON texts exactly as the table stored them: the hash covers these bytes.
  data            text    NOT NULL,
  metadata        text    NOT NULL,
  schema_version  integer NOT NULL,
  prev_hash       text    NOT NULL CHECK (length(prev_hash) = 64),
  hash            text    NOT NULL CHECK (length(hash) = 64),
  PRIMARY KEY (table_id, position)
);

CREATE INDEX pit_events_by_type ON pit_events (table_id, type, position);

CREATE TABLE pit_device_journal (
  table_id    text    NOT NULL,
  position    bigint  NOT NULL CHECK (position >= 1),
  received_at text    NOT NULL,
  device      text    NOT NULL,
  raw         bytea   NOT NULL,
  decoded     text,
  verdict     text    NOT NULL,
  reason      text,
  prev_seal   text,
  seal        text,
  PRIMARY KEY (table_id, position)
);

CREATE TABLE pit_journal (
  table_id text   NOT NULL,
  position bigint NOT NULL CHECK (position >= 1),
  time     text   NOT NULL,
  kind     text   NOT NULL,
  operator text   NOT NULL,
  source   text   NOT NULL,
  asked    text   NOT NULL,
  reason   text   NOT NULL,
  code     text,
  params   text,
  prev_seal text,
  seal      text,
  PRIMARY KEY (table_id, position)
);

-- The pit's alarms: a table's own (folded from its facts), a broken chain, a shipping lag.
CREATE TABLE pit_alarms (
  id        bigserial   PRIMARY KEY,
  table_id  text        NOT NULL,
  kind      text        NOT NULL CHECK (kind IN ('chain', 'journal', 'lag', 'table')),
  -- What the alarm is about, unique per table and kind while open (a position, a round, a code).
  subject   text        NOT NULL,
  -- The sentence's code and parameters, said in the reader's language by the pit server.
  code      text        NOT NULL,
  params    jsonb       NOT NULL DEFAULT '{}',
  raised_at timestamptz NOT NULL DEFAULT now(),
  cleared_at timestamptz
);

CREATE UNIQUE INDEX pit_alarms_open ON pit_alarms (table_id, kind, subject) WHERE cleared_at IS NULL;

-- The center's own journal: who acknowledged which alarm, who logged in, what was refused.
CREATE TABLE pit_center_journal (
  id       bigserial   PRIMARY KEY,
  at       timestamptz NOT NULL DEFAULT now(),
  operator text        NOT NULL,
  role     text        NOT NULL,
  action   text        NOT NULL,
  table_id text,
  alarm_id bigint      REFERENCES pit_alarms (id),
  detail   jsonb       NOT NULL DEFAULT '{}'
);

CREATE UNIQUE INDEX pit_alarm_acknowledged_once ON pit_center_journal (alarm_id) WHERE action = 'acknowledge';

-- Nothing shipped is ever changed or removed: a correction is a new fact at the table.
CREATE FUNCTION pit_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the pit''s store is append-only: % rows are never changed or removed', TG_TABLE_NAME;
END $$;

CREATE FUNCTION pit_refuse_removal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a table that shipped to the pit is never removed from pit_tables';
END $$;

CREATE TRIGGER pit_tables_kept BEFORE DELETE ON pit_tables
  FOR EACH ROW EXECUTE FUNCTION pit_refuse_removal();
CREATE TRIGGER pit_tables_not_truncated BEFORE TRUNCATE ON pit_tables
  FOR EACH STATEMENT EXECUTE FUNCTION pit_refuse_removal();
CREATE TRIGGER pit_events_append_only BEFORE UPDATE OR DELETE ON pit_events
  FOR EACH ROW EXECUTE FUNCTION pit_refuse_change();
CREATE TRIGGER pit_device_journal_append_only BEFORE UPDATE OR DELETE ON pit_device_journal
  FOR EACH ROW EXECUTE FUNCTION pit_refuse_change();
CREATE TRIGGER pit_journal_append_only BEFORE UPDATE OR DELETE ON pit_journal
  FOR EACH ROW EXECUTE FUNCTION pit_refuse_change();
CREATE TRIGGER pit_center_journal_append_only BEFORE UPDATE OR DELETE ON pit_center_journal
  FOR EACH ROW EXECUTE FUNCTION pit_refuse_change();
CREATE TRIGGER pit_events_not_truncated BEFORE TRUNCATE ON pit_events
  FOR EACH STATEMENT EXECUTE FUNCTION pit_refuse_change();
CREATE TRIGGER pit_device_journal_not_truncated BEFORE TRUNCATE ON pit_device_journal
  FOR EACH STATEMENT EXECUTE FUNCTION pit_refuse_change();
CREATE TRIGGER pit_journal_not_truncated BEFORE TRUNCATE ON pit_journal
  FOR EACH STATEMENT EXECUTE FUNCTION pit_refuse_change();
CREATE TRIGGER pit_center_journal_not_truncated BEFORE TRUNCATE ON pit_center_journal
  FOR EACH STATEMENT EXECUTE FUNCTION pit_refuse_change();

-- The hash of one event as app/core/log/chain.ts computes it: SHA-256 of the canonical JSON array
-- [position, stream, stream_position, type, data, metadata, schema_version, prev_hash]
-- (to_json of a text escapes it as JSON.stringify does). Not declared STRICT, so that PostgreSQL
-- inlines it into the ingest's statement (a call per row cost more than the hashing); a NULL
-- argument still gives NULL, as every operator in it does.
CREATE FUNCTION pit_event_hash(
  p_prev_hash text, p_position bigint, p_stream text, p_stream_position integer, p_type text,
  p_data text, p_metadata text, p_schema_version integer
) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT encode(sha256(convert_to(
    '[' || p_position || ',' || to_json(p_stream)::text || ',' || p_stream_position || ',' ||
    to_json(p_type)::text || ',' || to_json(p_data)::text || ',' || to_json(p_metadata)::text || ',' ||
    p_schema_version || ',' || to_json(p_prev_hash)::text || ']', 'UTF8')), 'hex')
$$;

-- One batch of a table's facts, in position order. A fact already stored must be the very same
-- (its content and hash those stored): delivery is at least once and a repeat changes nothing. A
-- new fact must chain onto the stored head and hash to its own hash. Anything else refuses the
-- whole batch, stores nothing of it, and opens a chain alarm naming the first bad position.
-- Returns the head after the batch and, when refused, the bad position and why.
--
-- Checked set-based, in one statement, so a batch costs one pass over its rows (no lookup per
-- row): the new facts, numbered k = 1, 2, … in position order, must sit at head + k, each carry as
-- its previous hash the hash of the one before it (the stored head's for the first), and hash to
-- their own hash. Every new fact is so checked against its predecessor's claimed hash, and that
-- claim is itself checked, so the chain holds from the stored head to the batch's last fact. A
-- stored fact sent again is compared with the stored row by a join: the same content and hash on
-- an already checked chain is the same fact (its hash would be the stored one), so it is not
-- hashed again.
CREATE FUNCTION pit_ingest_events(p_table text, p_rows jsonb, p_reported bigint)
RETURNS TABLE (head bigint, refused_at bigint, refusal text) LANGUAGE plpgsql AS $$
DECLARE
  stored_head bigint;
  stored_hash text;
  bad bigint;
  why text;
  fresh bigint;
  unplaced bigint;
  chain text;
BEGIN
  INSERT INTO pit_tables (table_id) VALUES (p_table) ON CONFLICT (table_id) DO NOTHING;
  SELECT t.head_position, t.head_hash INTO stored_head, stored_hash
    FROM pit_tables t WHERE t.table_id = p_table FOR UPDATE;

  WITH x AS MATERIALIZED (
    SELECT r.*, r.position > stored_head AS is_new,
           row_number() OVER w AS k,
           coalesce(lag(r.hash) OVER w, stored_hash) AS chained_to
    FROM jsonb_to_recordset(p_rows) AS r(
      position bigint, stream text, stream_position integer, type text, data text, metadata text,
      schema_version integer, prev_hash text, hash text)
    WINDOW w AS (PARTITION BY r.position > stored_head ORDER BY r.position)
  ), judged AS (
    SELECT x.position, x.k, x.is_new,
      CASE
        -- The stored row looked up only for a fact sent again (the index, row by row: a repeat
        -- is rare, a fresh batch never reads pit_events).
        WHEN NOT x.is_new THEN
          CASE WHEN (SELECT ROW(e.stream, e.stream_position, e.type, e.data, e.metadata, e.schema_version, e.hash)
                       FROM pit_events e WHERE e.table_id = p_table AND e.position = x.position)
                    IS DISTINCT FROM ROW(x.stream, x.stream_position, x.type, x.data, x.metadata, x.schema_version, x.hash)
               THEN 'differs-from-stored' END
        WHEN x.position <> stored_head + x.k THEN 'gap'
        WHEN x.prev_hash IS DISTINCT FROM x.chained_to THEN 'breaks-chain'
        WHEN pit_event_hash(x.prev_hash, x.position, x.stream, x.stream_position, x.type, x.data,
                            x.metadata, x.schema_version) IS DISTINCT FROM x.hash THEN 'hash-mismatch'
      END AS why
    FROM x
  ), first_bad AS (
    -- A gap is named where the next fact was expected; anything else where it is.
    SELECT CASE WHEN j.why = 'gap' THEN stored_head + j.k ELSE j.position END AS at, j.why
    FROM judged j WHERE j.why IS NOT NULL
    ORDER BY j.position, j.k LIMIT 1
  ), stored AS (
    INSERT INTO pit_events (table_id, position, stream, stream_position, type, data, metadata,
                            schema_version, prev_hash, hash)
      SELECT p_table, x.position, x.stream, x.stream_position, x.type, x.data, x.metadata,
             x.schema_version, x.prev_hash, x.hash
      FROM x WHERE x.is_new AND NOT EXISTS (SELECT 1 FROM first_bad)
        AND NOT EXISTS (SELECT 1 FROM x WHERE x.position IS NULL)
      RETURNING position, hash
  )
  SELECT (SELECT f.at FROM first_bad f), (SELECT f.why FROM first_bad f),
         (SELECT count(*) FROM stored),
         (SELECT s.hash FROM stored s ORDER BY s.position DESC LIMIT 1),
         (SELECT count(*) FROM x WHERE x.position IS NULL)
    INTO bad, why, fresh, chain, unplaced;

  IF unplaced > 0 THEN
    RAISE EXCEPTION 'a fact of table % was shipped without a position', p_table;
  END IF;

  -- A table that says it holds fewer facts than the center stored lost or rewrote its tail.
  IF bad IS NULL AND p_reported < stored_head AND jsonb_array_length(p_rows) = 0 THEN
    bad := p_reported + 1; why := 'shorter';
  END IF;

  IF bad IS NOT NULL THEN
    INSERT INTO pit_alarms (table_id, kind, subject, code, params)
      VALUES (p_table, 'chain', bad::text, 'pit.chain-' || why,
              jsonb_build_object('table', p_table, 'position', bad))
      ON CONFLICT (table_id, kind, subject) WHERE cleared_at IS NULL DO NOTHING;
    UPDATE pit_tables SET reported_position = p_reported, reported_at = now() WHERE table_id = p_table;
    PERFORM pg_notify('pit_ingest', p_table);
    RETURN QUERY SELECT stored_head, bad, why;
    RETURN;
  END IF;

  UPDATE pit_tables SET
    head_position = stored_head + fresh,
    head_hash = coalesce(chain, stored_hash),
    reported_position = greatest(p_reported, stored_head + fresh),
    reported_at = now(),
    stored_at = CASE WHEN fresh > 0 THEN now() ELSE stored_at END
  WHERE table_id = p_table;
  IF fresh > 0 THEN
    PERFORM pg_notify('pit_ingest', p_table);
  END IF;
  RETURN QUERY SELECT stored_head + fresh, NULL::bigint, NULL::text;
END $$;

-- One batch of a table's journal (refusals and security events) or device journal, in position
-- order. Each row is sealed onto the one before at the table; here a row already stored must
-- carry the same seal, and a new row must follow the last stored one without a gap. A batch that
-- does not is refused whole with a journal alarm naming the first bad position.
CREATE FUNCTION pit_ingest_journal(p_table text, p_journal text, p_rows jsonb)
RETURNS TABLE (head bigint, refused_at bigint) LANGUAGE plpgsql AS $$
DECLARE
  last bigint;
  r record;
  was text;
  bad bigint;
  fresh integer := 0;
BEGIN
  IF p_journal NOT IN ('journal', 'device') THEN
    RAISE EXCEPTION 'no journal %', p_journal;
  END IF;
  INSERT INTO pit_tables (table_id) VALUES (p_table) ON CONFLICT (table_id) DO NOTHING;
  PERFORM 1 FROM pit_tables t WHERE t.table_id = p_table FOR UPDATE;
  IF p_journal = 'journal' THEN
    SELECT coalesce(max(j.position), 0) INTO last FROM pit_journal j WHERE j.table_id = p_table;
  ELSE
    SELECT coalesce(max(j.position), 0) INTO last FROM pit_device_journal j WHERE j.table_id = p_table;
  END IF;
  FOR r IN
    SELECT x.position, x.seal FROM jsonb_to_recordset(p_rows) AS x(position bigint, seal text) ORDER BY x.position
  LOOP
    IF r.position <= last THEN
      IF p_journal = 'journal' THEN
        SELECT j.seal INTO was FROM pit_journal j WHERE j.table_id = p_table AND j.position = r.position;
      ELSE
        SELECT j.seal INTO was FROM pit_device_journal j WHERE j.table_id = p_table AND j.position = r.position;
      END IF;
      IF was IS DISTINCT FROM r.seal THEN bad := r.position; EXIT; END IF;
    ELSIF r.position <> last + fresh + 1 THEN
      bad := last + fresh + 1; EXIT;
    ELSE
      fresh := fresh + 1;
    END IF;
  END LOOP;
  IF bad IS NOT NULL THEN
    INSERT INTO pit_alarms (table_id, kind, subject, code, params)
      VALUES (p_table, 'journal', p_journal || ':' || bad, 'pit.journal-differs',
              jsonb_build_object('table', p_table, 'position', bad, 'journal', p_journal))
      ON CONFLICT (table_id, kind, subject) WHERE cleared_at IS NULL DO NOTHING;
    RETURN QUERY SELECT last, bad;
    RETURN;
  END IF;
  IF p_journal = 'journal' THEN
    INSERT INTO pit_journal
      SELECT p_table, x.position, x.time, x.kind, x.operator, x.source, x.asked, x.reason, x.code,
             x.params, x.prev_seal, x.seal
      FROM jsonb_to_recordset(p_rows) AS x(position bigint, time text, kind text, operator text,
        source text, asked text, reason text, code text, params text, prev_seal text, seal text)
      WHERE x.position > last;
  ELSE
    INSERT INTO pit_device_journal
      SELECT p_table, x.position, x.received_at, x.device, decode(x.raw, 'base64'), x.decoded,
             x.verdict, x.reason, x.prev_seal, x.seal
      FROM jsonb_to_recordset(p_rows) AS x(position bigint, received_at text, device text, raw text,
        decoded text, verdict text, reason text, prev_seal text, seal text)
      WHERE x.position > last;
  END IF;
  IF fresh > 0 THEN
    PERFORM pg_notify('pit_ingest', p_table);
  END IF;
  RETURN QUERY SELECT last + fresh, NULL::bigint;
END $$;

-- The shipping lag, raised and cleared in one place: a table that has not reported for longer than
-- `p_after` (the center unreachable from it, its shipper stopped, its machine down) has an open lag
-- alarm; once it reports again with every fact it holds stored, the alarm is cleared. Returns the
-- number of alarms raised and cleared by this call.
CREATE FUNCTION pit_check_lag(p_after interval)
RETURNS TABLE (raised integer, cleared integer) LANGUAGE plpgsql AS $$
DECLARE
  n_raised integer;
  n_cleared integer;
BEGIN
  WITH late AS (
    SELECT t.table_id, t.reported_at, t.head_position, t.reported_position FROM pit_tables t
    WHERE t.reported_at IS NOT NULL AND t.reported_at < now() - p_after
  ), opened AS (
    INSERT INTO pit_alarms (table_id, kind, subject, code, params)
      SELECT late.table_id, 'lag', 'shipping', 'pit.lag',
             jsonb_build_object('table', late.table_id, 'since', late.reported_at,
                                'behind', greatest(late.reported_position - late.head_position, 0))
      FROM late
      ON CONFLICT (table_id, kind, subject) WHERE cleared_at IS NULL DO NOTHING
      RETURNING 1
  )
  SELECT count(*) INTO n_raised FROM opened;
  WITH cleared AS (
    UPDATE pit_alarms a SET cleared_at = now()
      FROM pit_tables t
      WHERE a.table_id = t.table_id AND a.kind = 'lag' AND a.cleared_at IS NULL
        AND t.reported_at >= now() - p_after AND t.head_position >= t.reported_position
      RETURNING 1
  )
  SELECT count(*) INTO n_cleared FROM cleared;
  IF n_raised + n_cleared > 0 THEN
    PERFORM pg_notify('pit_alarm', '');
  END IF;
  RETURN QUERY SELECT n_raised, n_cleared;
END $$;
