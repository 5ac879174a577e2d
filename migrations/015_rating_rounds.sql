-- The players' ratings' read model of the rounds: each settled round's part of every bettor (the
-- initial stakes, bets, hands and net, and where and when the bettor first bet). A cache only,
-- filled from the facts as the ratings are read (app/core/projections/rating-rounds.ts): a round
-- whose latest settlement is not the one cached (a re-settlement) is read again, and the whole
-- table is emptied when the version in `projections` is not the code's.
CREATE TABLE rating_rounds (
  round      INTEGER PRIMARY KEY,
  -- The position of the round's latest RoundSettled when it was cached.
  settlement INTEGER NOT NULL,
  settled_at TEXT    NOT NULL,
  -- [[bettor, box, position, time, stakes, bets, hands, net], ...], money in minor units.
  bettors    TEXT    NOT NULL CHECK (json_valid(bettors))
) STRICT;
