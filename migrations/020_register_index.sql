-- A table that follows the pit's staff register copies each of its facts into the log with the
-- fact's place at the center (metadata `center`): at start the table goes on after the last it
-- holds, read through this partial index in a few rows however long the log. Its list of types
-- word for word the reader's (app/core/table/table-service.ts, the kinds table's order), so that
-- SQLite takes it.
CREATE INDEX events_register ON events (position)
  WHERE type IN ('StaffEnrolled', 'StaffRolesChanged', 'StaffPinChanged', 'StaffDisabled');
