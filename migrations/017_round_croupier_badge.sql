-- Whose round it is, by badge: the croupier signed in when its first card was dealt. NULL for a
-- round dealt before the table's staff register was on (its croupier is the name the books knew, or
-- whoever keyed its first fact). The round projection's version changes with it, so every row is
-- folded again.
ALTER TABLE round_list ADD COLUMN croupier_badge TEXT;
