-- The players' ratings read the seats, the bets, the settlements, the closer and the house edge,
-- never the whole log: these facts are found by this partial index however long the log grows.
-- The list of types is the reader's own (app/core/projections/ratings-reader.ts), word for word, so
-- that SQLite takes the index.
CREATE INDEX events_ratings ON events (position)
  WHERE type IN ('TableOpened', 'SeatTaken', 'SeatLeft', 'BetPlaced', 'CloserCounted', 'RoundVoided', 'HouseEdgeComputed', 'RoundSettled');
