-- The journals' chain checked at the center, and rows holding a NUL shipped faithfully.
--
-- A journal row is sealed at the table onto the one before (app/core/log/sealed-books.ts). The
-- center now refuses a row whose previous seal is not the seal of the row before it (the stored
-- tail's, or the batch's row before), a stored row sent again with another seal, a gap, and a
-- table that holds fewer rows than the center stored (rows planted ahead of the table's own). Each
-- refusal opens a journal alarm naming the table, the journal and the position. Each row's seal is
-- recomputed from its content by the one implementation, app/core/log/sealed-books.ts: the
-- shipping refuses a row whose seal does not hold before it reaches this function, and `sabot pit
-- verify` walks every stored row's seal again.
--
-- PostgreSQL refuses U+0000 in text and jsonb. A row holding one (a log written before the doors
-- refused it) is stored `escaped`: each of its text columns with every backslash doubled and every
-- NUL written as a backslash then the digit 0 (app/core/pit/journal-text.ts unescapes it), so
-- that its seal recomputes over the very text the table sealed. A row without a NUL is stored as
-- it is, as every row shipped before this migration was.

ALTER TABLE pit_journal ADD COLUMN escaped boolean NOT NULL DEFAULT false;
ALTER TABLE pit_device_journal ADD COLUMN escaped boolean NOT NULL DEFAULT false;

-- A journal alarm, opened once while open, and the floor told.
CREATE FUNCTION pit_refuse_journal(p_table text, p_journal text, p_position bigint, p_refusal text,
                                   p_detail text DEFAULT NULL)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_journal NOT IN ('journal', 'device') THEN
    RAISE EXCEPTION 'no journal %', p_journal;
  END IF;
  IF p_refusal NOT IN ('differs', 'breaks', 'altered', 'ahead', 'unshippable') THEN
    RAISE EXCEPTION 'no journal refusal %', p_refusal;
  END IF;
  INSERT INTO pit_tables (table_id) VALUES (p_table) ON CONFLICT (table_id) DO NOTHING;
  INSERT INTO pit_alarms (table_id, kind, subject, code, params)
    VALUES (p_table, 'journal', p_journal || ':' || p_position, 'pit.journal-' || p_refusal,
            jsonb_strip_nulls(jsonb_build_object('table', p_table, 'position', p_position,
                                                 'journal', p_journal, 'detail', p_detail)))
    ON CONFLICT (table_id, kind, subject) WHERE cleared_at IS NULL DO NOTHING;
  -- The same refusal met again at every pass is no news to the floor.
  IF FOUND THEN
    PERFORM pg_notify('pit_alarm', p_table);
  END IF;
END $$;

DROP FUNCTION pit_ingest_journal(text, text, jsonb);

-- One batch of a journal, in position order, and the table's own last position of that journal
-- (NULL: not said). Returns the stored head after it and, when refused, the first bad position and
-- why (`differs`, `breaks`, `ahead`); a refused batch stores nothing.
CREATE FUNCTION pit_ingest_journal(p_table text, p_journal text, p_rows jsonb, p_local bigint)
RETURNS TABLE (head bigint, refused_at bigint, refusal text) LANGUAGE plpgsql AS $$
DECLARE
  last bigint;
  tail text;
  r record;
  was text;
  bad bigint;
  why text;
  fresh integer := 0;
BEGIN
  IF p_journal NOT IN ('journal', 'device') THEN
    RAISE EXCEPTION 'no journal %', p_journal;
  END IF;
  INSERT INTO pit_tables (table_id) VALUES (p_table) ON CONFLICT (table_id) DO NOTHING;
  PERFORM 1 FROM pit_tables t WHERE t.table_id = p_table FOR UPDATE;
  IF p_journal = 'journal' THEN
    SELECT j.position, j.seal INTO last, tail FROM pit_journal j
      WHERE j.table_id = p_table ORDER BY j.position DESC LIMIT 1;
  ELSE
    SELECT j.position, j.seal INTO last, tail FROM pit_device_journal j
      WHERE j.table_id = p_table ORDER BY j.position DESC LIMIT 1;
  END IF;
  last := coalesce(last, 0);
  tail := coalesce(tail, repeat('0', 64));
  IF p_local IS NOT NULL AND p_local < last THEN
    bad := p_local + 1; why := 'ahead';
  END IF;
  FOR r IN
    SELECT x.position, x.prev_seal, x.seal
    FROM jsonb_to_recordset(p_rows) AS x(position bigint, prev_seal text, seal text) ORDER BY x.position
  LOOP
    EXIT WHEN bad IS NOT NULL;
    IF r.position <= last THEN
      IF p_journal = 'journal' THEN
        SELECT j.seal INTO was FROM pit_journal j WHERE j.table_id = p_table AND j.position = r.position;
      ELSE
        SELECT j.seal INTO was FROM pit_device_journal j WHERE j.table_id = p_table AND j.position = r.position;
      END IF;
      IF was IS DISTINCT FROM r.seal THEN bad := r.position; why := 'differs'; END IF;
    ELSIF r.position <> last + fresh + 1 THEN
      bad := last + fresh + 1; why := 'differs';
    ELSIF r.prev_seal IS DISTINCT FROM tail THEN
      bad := r.position; why := 'breaks';
    ELSE
      fresh := fresh + 1;
      tail := r.seal;
    END IF;
  END LOOP;
  IF bad IS NOT NULL THEN
    PERFORM pit_refuse_journal(p_table, p_journal, bad, why);
    RETURN QUERY SELECT last, bad, why;
    RETURN;
  END IF;
  IF p_journal = 'journal' THEN
    INSERT INTO pit_journal (table_id, position, time, kind, operator, source, asked, reason, code,
                             params, prev_seal, seal, escaped)
      SELECT p_table, x.position, x.time, x.kind, x.operator, x.source, x.asked, x.reason, x.code,
             x.params, x.prev_seal, x.seal, coalesce(x.escaped, false)
      FROM jsonb_to_recordset(p_rows) AS x(position bigint, time text, kind text, operator text,
        source text, asked text, reason text, code text, params text, prev_seal text, seal text,
        escaped boolean)
      WHERE x.position > last;
  ELSE
    INSERT INTO pit_device_journal (table_id, position, received_at, device, raw, decoded, verdict,
                                    reason, prev_seal, seal, escaped)
      SELECT p_table, x.position, x.received_at, x.device, decode(x.raw, 'base64'), x.decoded,
             x.verdict, x.reason, x.prev_seal, x.seal, coalesce(x.escaped, false)
      FROM jsonb_to_recordset(p_rows) AS x(position bigint, received_at text, device text, raw text,
        decoded text, verdict text, reason text, prev_seal text, seal text, escaped boolean)
      WHERE x.position > last;
  END IF;
  IF fresh > 0 THEN
    PERFORM pg_notify('pit_ingest', p_table);
  END IF;
  RETURN QUERY SELECT last + fresh, NULL::bigint, NULL::text;
END $$;
