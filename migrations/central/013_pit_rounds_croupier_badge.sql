-- The pit's searches name each round's croupier by badge beside the name, as the table's round list
-- does (its migration 017): the badge of the croupier on duty at the round's first card, null for a
-- round dealt before the table's staff register was on. Every table's rounds are projected again
-- (the projection's cursor forgotten), so the rounds already searchable get their badge too.
ALTER TABLE pit_rounds ADD COLUMN croupier_badge text;
DELETE FROM pit_rounds_projected;
