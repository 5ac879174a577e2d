-- The center checks every fact it stores as the table's readers read it: a fact whose chain holds
-- but whose content is not a fact Sabot knows (its data not JSON, an unknown type, a field of the
-- wrong kind) is refused like a broken link, with a chain alarm naming the table and the position.
-- Stored, it would stop every reader of the pit that reads that table.

-- Each type of fact and the fields it must carry, as engine/log/fact-shapes.ts (FACT_SHAPES) says
-- them: a test keeps the two equal, and a new type of fact comes with a new migration adding it.
CREATE TABLE pit_fact_kinds (
  type   text  PRIMARY KEY,
  fields jsonb NOT NULL
);

INSERT INTO pit_fact_kinds (type, fields) VALUES
  ('TableOpened', '{"profile":"object","limits":"object","chips":"array?","expectedHold":"object?","gamingDayStarts":"string?","timeZone":"string?"}'),
  ('SeatTaken', '{"box":"int","player":"string","playerCard":"string?"}'),
  ('SeatLeft', '{"box":"int"}'),
  ('BetPlaced', '{"box":"int","bettor":"string","amount":"int"}'),
  ('BetsClosed', '{}'),
  ('CardDrawn', '{"card":"string"}'),
  ('HitAsked', '{}'),
  ('HandStood', '{}'),
  ('HandDoubled', '{"amount":"int|null"}'),
  ('HandSplit', '{}'),
  ('HandSurrendered', '{"box":"int|null"}'),
  ('InsurancePlaced', '{"box":"int","bettor":"string","amount":"int"}'),
  ('EvenMoneyTaken', '{"box":"int"}'),
  ('InsuranceClosed', '{}'),
  ('MisdealMarked', '{}'),
  ('MisdealTaken', '{"box":"int"}'),
  ('MisdealPassed', '{}'),
  ('ShoeShuffled', '{}'),
  ('SessionStarted', '{}'),
  ('RoundVoided', '{"reason":"string","author":"string"}'),
  ('OpenerCounted', '{"inventory":"object","by":"object"}'),
  ('CloserCounted', '{"inventory":"object","by":"object"}'),
  ('FillReceived', '{"slip":"string","inventory":"object","by":"object"}'),
  ('CreditSent', '{"slip":"string","inventory":"object","by":"object"}'),
  ('SlipVoided', '{"slip":"string","reason":"string","by":"object"}'),
  ('ChipsSold', '{"box":"int","bettor":"string","amount":"int","method":"string"}'),
  ('LimitsChanged', '{"limits":"object"}'),
  ('CroupierChanged', '{"name":"string"}'),
  ('CardCorrected', '{"position":"int","card":"string","reason":"string","author":"string"}'),
  ('RulingRecorded', '{"text":"string","author":"string"}'),
  ('RoundSettled', '{"netByBettor":"object","lines":"array"}'),
  ('HouseEdgeComputed', '{"method":"string","edge":"number","standardError":"number","profile":"string","rulesHash":"string","rounds":"int|null","seed":"int|null","strategy":"string"}');

-- Why a stored fact is not one the table's readers can read (storedFactProblem, fact-shapes.ts,
-- but for an opening's rule profile, which the pit's readers check), or NULL: its data and
-- metadata JSON objects (read as json, which takes every text JSON.parse takes), its metadata's
-- time, source and operator, its stream, its type known and each field of its kind.
CREATE FUNCTION pit_fact_problem(p_stream text, p_type text, p_data text, p_metadata text)
RETURNS text LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
DECLARE
  d json;
  m json;
  shape jsonb;
  f record;
  v json;
  kind text;
BEGIN
  BEGIN
    d := p_data::json;
  EXCEPTION WHEN others THEN
    RETURN 'data';
  END;
  IF json_typeof(d) IS DISTINCT FROM 'object' THEN RETURN 'data'; END IF;
  BEGIN
    m := p_metadata::json;
    IF json_typeof(m) IS DISTINCT FROM 'object'
       OR json_typeof(m->'time') IS DISTINCT FROM 'string'
       OR json_typeof(m->'operator') IS DISTINCT FROM 'string'
       OR json_typeof(m->'source') IS DISTINCT FROM 'string'
       OR (m->>'source') NOT IN ('shoe', 'keyboard', 'simulator', 'system', 'script') THEN
      RETURN 'metadata';
    END IF;
  EXCEPTION WHEN others THEN
    RETURN 'metadata';
  END;
  IF p_stream <> 'table' AND p_stream !~ '^round-[1-9][0-9]*$' THEN RETURN 'stream'; END IF;
  SELECT k.fields INTO shape FROM pit_fact_kinds k WHERE k.type = p_type;
  IF shape IS NULL THEN RETURN 'type'; END IF;
  FOR f IN SELECT key, value #>> '{}' AS shape FROM jsonb_each(shape) LOOP
    v := d -> f.key;
    kind := regexp_replace(f.shape, '(\|null)?\??$', '');
    IF v IS NULL THEN
      IF f.shape NOT LIKE '%?' THEN RETURN p_type || '.' || f.key; END IF;
    ELSIF json_typeof(v) = 'null' THEN
      IF f.shape NOT LIKE '%|null%' THEN RETURN p_type || '.' || f.key; END IF;
    ELSIF kind = 'int' THEN
      IF json_typeof(v) <> 'number' OR (v::text)::numeric % 1 <> 0 THEN RETURN p_type || '.' || f.key; END IF;
    ELSIF json_typeof(v) <> kind THEN
      RETURN p_type || '.' || f.key;
    END IF;
  END LOOP;
  RETURN NULL;
END $$;

-- The checked ingest of 001 (kept as pit_store_events behind 005's admission), with one more
-- check of each new fact: after its position, its link and its hash, that it is a fact
-- (pit_fact_problem); refused as `not-a-fact`, with a chain alarm, like any broken fact. A refused
-- batch changes nothing the center reports of the table but its alarm (001 kept the position
-- the refused batch claimed, which anyone could move).
CREATE OR REPLACE FUNCTION pit_store_events(p_table text, p_rows jsonb, p_reported bigint)
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
        WHEN NOT x.is_new THEN
          CASE WHEN (SELECT ROW(e.stream, e.stream_position, e.type, e.data, e.metadata, e.schema_version, e.hash)
                       FROM pit_events e WHERE e.table_id = p_table AND e.position = x.position)
                    IS DISTINCT FROM ROW(x.stream, x.stream_position, x.type, x.data, x.metadata, x.schema_version, x.hash)
               THEN 'differs-from-stored' END
        WHEN x.position <> stored_head + x.k THEN 'gap'
        WHEN x.prev_hash IS DISTINCT FROM x.chained_to THEN 'breaks-chain'
        WHEN pit_event_hash(x.prev_hash, x.position, x.stream, x.stream_position, x.type, x.data,
                            x.metadata, x.schema_version) IS DISTINCT FROM x.hash THEN 'hash-mismatch'
        WHEN pit_fact_problem(x.stream, x.type, x.data, x.metadata) IS NOT NULL THEN 'not-a-fact'
      END AS why
    FROM x
  ), first_bad AS (
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

  IF bad IS NULL AND p_reported < stored_head AND jsonb_array_length(p_rows) = 0 THEN
    bad := p_reported + 1; why := 'shorter';
  END IF;

  IF bad IS NOT NULL THEN
    INSERT INTO pit_alarms (table_id, kind, subject, code, params)
      VALUES (p_table, 'chain', bad::text, 'pit.chain-' || why,
              jsonb_build_object('table', p_table, 'position', bad))
      ON CONFLICT (table_id, kind, subject) WHERE cleared_at IS NULL DO NOTHING;
    -- Nothing else of the table changes: a refused batch may be anyone's (an impostor shipping
    -- under the table's name), so what the table reported stays what it last shipped with.
    -- The floor reads its alarms again: the refusal is on its board at once.
    PERFORM pg_notify('pit_alarm', p_table);
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
