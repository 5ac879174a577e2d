-- The table log's own key: 32 random bytes (hex), made once with the log by this migration's step
-- (app/core/log/migration-steps.ts) and never changed. It is not a fact: the hash chain does not
-- cover it. The shipper presents it with every batch, and the pit's center binds the table's id
-- to it (central migration 009): one log is one table at the pit. A copy or a restored backup of
-- the log holds the same key, and continues the same table.
CREATE TABLE table_key (
  id      INTEGER PRIMARY KEY CHECK (id = 1),
  key     TEXT    NOT NULL CHECK (length(key) = 64 AND key NOT GLOB '*[^0-9a-f]*'),
  made_at TEXT    NOT NULL
) STRICT;

CREATE TRIGGER table_key_kept_update BEFORE UPDATE ON table_key
BEGIN
  SELECT RAISE(ABORT, 'the table key is made once with the log and never changed');
END;

CREATE TRIGGER table_key_kept_delete BEFORE DELETE ON table_key
BEGIN
  SELECT RAISE(ABORT, 'the table key is made once with the log and never changed');
END;
