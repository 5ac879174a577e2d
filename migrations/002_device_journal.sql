-- Every frame a device (shoe reader) sent, good or bad, exactly as received, with what decoding
-- made of it. Nothing a device says is ever lost: a garbled frame is evidence too.
CREATE TABLE device_journal (
  position    INTEGER PRIMARY KEY CHECK (position >= 1),
  received_at TEXT    NOT NULL,
  -- Which reader: its id or the port it is plugged into.
  device      TEXT    NOT NULL CHECK (device <> ''),
  raw         BLOB    NOT NULL,
  -- What the codec decoded, as JSON; NULL when nothing could be decoded.
  decoded     TEXT    CHECK (decoded IS NULL OR json_valid(decoded)),
  verdict     TEXT    NOT NULL CHECK (verdict IN ('decoded', 'rejected')),
  reason      TEXT,
  -- A rejected frame always says why.
  CHECK (verdict = 'decoded' OR (reason IS NOT NULL AND reason <> ''))
) STRICT;

CREATE TRIGGER device_journal_is_never_updated BEFORE UPDATE ON device_journal
BEGIN
  SELECT RAISE(ABORT, 'the event log is append-only: a device frame is never changed');
END;

CREATE TRIGGER device_journal_is_never_deleted BEFORE DELETE ON device_journal
BEGIN
  SELECT RAISE(ABORT, 'the event log is append-only: a device frame is never deleted');
END;
