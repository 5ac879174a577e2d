-- The players' ratings read the table's facts that cut their sessions (the rules, the seats, the
-- closer, the house edge), never the whole log: these few facts are found by this partial index
-- however long the log grows; the rounds come from their cache (015). The list of types is the
-- reader's own (app/core/projections/ratings-reader.ts), word for word, so that SQLite takes it.
CREATE INDEX events_ratings ON events (position)
  WHERE type IN ('TableOpened', 'SeatTaken', 'SeatLeft', 'CloserCounted', 'HouseEdgeComputed');
