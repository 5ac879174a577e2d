-- A catch-up is admitted a few batches at a time; a live table's facts never wait.
--
-- When the network comes back after an outage, every table ships its backlog at once: on a small
-- server, hundreds of transactions each re-hashing thousands of facts share the same cores, and the
-- pit's own reads (the replicas' indexed SELECTs) and a dealing table's handful of facts wait behind
-- all of them. One connection alone stores an outage's facts fast enough, so a big batch (a
-- catch-up) first takes one of a few admission slots, held until its transaction ends (a killed
-- shipper's transaction ends too, and frees its slot). Waiting for a slot costs the server no CPU.
-- A small batch (a live table) and every read are never queued.
--
-- The checked ingest of 001 stays as it is, under the name pit_store_events; pit_ingest_events
-- keeps its signature and answers and admits the batch before it. A later migration that replaces
-- pit_ingest_events must keep the admission, or replace pit_store_events instead.

ALTER FUNCTION pit_ingest_events(text, jsonb, bigint) RENAME TO pit_store_events;

-- The admission slots: K transaction-scoped advisory locks (class 0x5ab08, slots 1..K).
CREATE FUNCTION pit_admit_batch(p_table text, p_facts integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  -- Facts above which a batch is a catch-up (a live table ships a few facts a round).
  big constant integer := 200;
  -- Catch-up batches stored at a time (docs/benchmarks.md, a commit to the floor view).
  slots constant integer := 1;
BEGIN
  IF p_facts <= big THEN
    RETURN;
  END IF;
  FOR slot IN 1..slots LOOP
    IF pg_try_advisory_xact_lock(x'5ab08'::integer, slot) THEN
      RETURN;
    END IF;
  END LOOP;
  PERFORM pg_advisory_xact_lock(x'5ab08'::integer, 1 + ((hashtext(p_table) % slots) + slots) % slots);
END $$;

CREATE FUNCTION pit_ingest_events(p_table text, p_rows jsonb, p_reported bigint)
RETURNS TABLE (head bigint, refused_at bigint, refusal text) LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pit_admit_batch(p_table, CASE WHEN jsonb_typeof(p_rows) = 'array' THEN jsonb_array_length(p_rows) ELSE 0 END);
  RETURN QUERY SELECT * FROM pit_store_events(p_table, p_rows, p_reported);
END $$;
