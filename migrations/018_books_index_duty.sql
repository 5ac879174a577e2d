-- A croupier signing in and out is a fact of the books (the shift report counts each croupier's time
-- on duty from them): the books' partial index of migration 013 takes them, its list of types again
-- word for word the reader's (app/core/books/book-log.ts, the kinds table's order), so that SQLite
-- still takes it.
DROP INDEX events_books;
CREATE INDEX events_books ON events (position)
  WHERE type IN ('OpenerCounted', 'CloserCounted', 'FillReceived', 'CreditSent', 'SlipVoided', 'ChipsSold', 'LimitsChanged', 'CroupierChanged', 'CroupierSignedIn', 'CroupierSignedOut');
