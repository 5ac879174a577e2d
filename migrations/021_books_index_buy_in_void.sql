-- A buy-in struck out by the pit boss is a fact of the books (the shift report takes its chips out
-- of the drop and lists it void): the books' partial index of migration 018 takes it, its list of
-- types again word for word the reader's (app/core/books/book-log.ts, the kinds table's order), so
-- that SQLite still takes it.
DROP INDEX events_books;
CREATE INDEX events_books ON events (position)
  WHERE type IN ('OpenerCounted', 'CloserCounted', 'FillReceived', 'CreditSent', 'SlipVoided', 'ChipsSold', 'BuyInVoided', 'LimitsChanged', 'CroupierChanged', 'CroupierSignedIn', 'CroupierSignedOut');
