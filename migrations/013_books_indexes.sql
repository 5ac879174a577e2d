-- The shift report reads the table's books and the settlements, never the whole log: the few facts
-- of the books (counts, slips, buy-ins, limits, croupiers) and one settlement per round are found
-- by these partial indexes however long the log grows. The lists of types are the reader's own
-- (app/core/books/book-log.ts), word for word, so that SQLite takes the index.
CREATE INDEX events_books ON events (position)
  WHERE type IN ('OpenerCounted', 'CloserCounted', 'FillReceived', 'CreditSent', 'SlipVoided', 'ChipsSold', 'LimitsChanged', 'CroupierChanged');

-- Covering: the report reads where each settlement stands (position, round) without its row.
CREATE INDEX events_settlements ON events (position, stream) WHERE type = 'RoundSettled';
