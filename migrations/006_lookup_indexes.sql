-- Indexes for start-up and recall, whose time must not grow with the log: the latest snapshot of
-- this code's fold and the nearest snapshot before a round, and the (rare) corrections that make a
-- snapshot stale.
CREATE INDEX snapshots_by_version_round ON snapshots (code_version, round);

CREATE INDEX events_corrections ON events (position)
  WHERE type IN ('CardCorrected', 'RoundVoided');
