-- The event log: every fact of the table (card, bet, decision, correction), in the order it was
-- accepted, each row chained to the one before by a SHA-256 hash (see app/core/log/chain.ts).
-- STRICT so that a value of the wrong type is refused instead of silently converted.
CREATE TABLE events (
  -- Global order 1, 2, 3 … with no gaps; assigned by the writer because the hash covers it.
  position        INTEGER PRIMARY KEY CHECK (position >= 1),
  -- The round the event belongs to, and its place in that round (optimistic concurrency).
  stream          TEXT    NOT NULL CHECK (stream <> ''),
  stream_position INTEGER NOT NULL CHECK (stream_position >= 1),
  type            TEXT    NOT NULL CHECK (type <> ''),
  -- Canonical JSON text, hashed byte for byte exactly as stored.
  data            TEXT    NOT NULL CHECK (json_valid(data)),
  -- Time, source (shoe / keyboard / simulator / system / script), operator, device sequence.
  metadata        TEXT    NOT NULL CHECK (json_valid(metadata)),
  schema_version  INTEGER NOT NULL CHECK (schema_version >= 1),
  prev_hash       TEXT    NOT NULL CHECK (length(prev_hash) = 64),
  hash            TEXT    NOT NULL CHECK (length(hash) = 64),
  UNIQUE (stream, stream_position)
) STRICT;

CREATE TRIGGER events_are_never_updated BEFORE UPDATE ON events
BEGIN
  SELECT RAISE(ABORT, 'the event log is append-only: an event is never changed; record a correction event instead');
END;

CREATE TRIGGER events_are_never_deleted BEFORE DELETE ON events
BEGIN
  SELECT RAISE(ABORT, 'the event log is append-only: an event is never deleted');
END;

-- INSERT OR REPLACE removes the old row without firing the DELETE trigger (unless the connection
-- enabled recursive_triggers), so an insert onto a taken position is refused here, whoever asks.
CREATE TRIGGER events_are_never_replaced BEFORE INSERT ON events
WHEN EXISTS (SELECT 1 FROM events WHERE position = NEW.position)
  OR EXISTS (SELECT 1 FROM events WHERE stream = NEW.stream AND stream_position = NEW.stream_position)
BEGIN
  SELECT RAISE(ABORT, 'the event log is append-only: that position already holds an event');
END;
