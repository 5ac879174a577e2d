-- A cache of the fold at round boundaries, to make start-up and recall fast. Not part of the
-- record: it may be cleared at any time and is rebuilt from the events, so it is not append-only.
CREATE TABLE snapshots (
  round        INTEGER PRIMARY KEY,
  -- Position of the last event folded into the state.
  position     INTEGER NOT NULL CHECK (position >= 0),
  state        TEXT    NOT NULL CHECK (json_valid(state)),
  -- The Sabot version that folded it: another version's fold is not trusted.
  code_version TEXT    NOT NULL
) STRICT;
