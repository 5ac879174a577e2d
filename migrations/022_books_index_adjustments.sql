-- A ruling's difference on a paid round and the croupier's word that its chips moved are facts of
-- the books (the shift report lists each adjustment and whether it was acknowledged): the books'
-- partial index takes them, its list of types again word for word the reader's
-- (app/core/books/book-log.ts, the kinds table's order), so that SQLite still takes it.
DROP INDEX events_books;
CREATE INDEX events_books ON events (position)
  WHERE type IN ('OpenerCounted', 'CloserCounted', 'FillReceived', 'CreditSent', 'SlipVoided', 'ChipsSold', 'BuyInVoided', 'SettlementAdjusted', 'AdjustmentAcknowledged', 'LimitsChanged', 'CroupierChanged', 'CroupierSignedIn', 'CroupierSignedOut');
