-- Read models of the log, kept in the same file and written in the same transaction as the facts
-- they are folded from (app/core/projections). A cache only: rebuilt from the facts whenever the
-- version recorded here is not the code's, or the projection is behind the log.
CREATE TABLE projections (
  name     TEXT    PRIMARY KEY,
  version  TEXT    NOT NULL,
  -- The last fact of the log the projection holds.
  position INTEGER NOT NULL
) STRICT;

-- The pit boss's round list: one row per round, newest first by its key.
CREATE TABLE round_list (
  round      INTEGER PRIMARY KEY,
  shoe       INTEGER NOT NULL,
  -- Bit b set for box b: the box filter is a test of one bit, no JSON read.
  box_mask   INTEGER NOT NULL,
  boxes      TEXT    NOT NULL CHECK (json_valid(boxes)),
  bettors    TEXT    NOT NULL CHECK (json_valid(bettors)),
  -- Each bettor's net in table units, as the pit boss reads it.
  net        TEXT    NOT NULL CHECK (json_valid(net)),
  misdeal    INTEGER NOT NULL,
  correction INTEGER NOT NULL,
  voided     INTEGER NOT NULL,
  started_at TEXT    NOT NULL,
  -- The round's last fact while it was in play: the span in which a reader's trouble is its alarm.
  last_at    TEXT    NOT NULL,
  settled_at TEXT,
  croupier   TEXT    NOT NULL
) STRICT;

CREATE INDEX round_list_corrections ON round_list (round) WHERE correction = 1;
CREATE INDEX round_list_misdeals ON round_list (round) WHERE misdeal = 1;
CREATE INDEX round_list_voids ON round_list (round) WHERE voided = 1;
CREATE INDEX round_list_by_start ON round_list (started_at);

-- Who bet in which round: the bettor filter is an index range, newest first.
CREATE TABLE round_bettors (
  bettor TEXT    NOT NULL,
  round  INTEGER NOT NULL,
  PRIMARY KEY (bettor, round)
) STRICT, WITHOUT ROWID;

CREATE INDEX round_bettors_by_round ON round_bettors (round);

-- The dashboard's charts: each finished round's result, in minor units.
CREATE TABLE session_rounds (
  round           INTEGER PRIMARY KEY,
  shoe            INTEGER NOT NULL,
  cards_out       INTEGER NOT NULL,
  house_net       INTEGER NOT NULL,
  voided          INTEGER NOT NULL,
  -- Home game only (NULL at a casino table): the bank's chips after the round and the top-ups.
  bank_chips      INTEGER,
  bank_top_up     INTEGER,
  bank_fictitious INTEGER
) STRICT;

-- The reader's trouble (the round list's alarm flag), read at every request: few rows, found by
-- these partial indexes however long the journals grow.
CREATE INDEX device_journal_trouble ON device_journal (received_at)
  WHERE verdict = 'rejected' OR (reason IS NOT NULL AND reason NOT LIKE 'a retransmission%');
CREATE INDEX journal_reader_refusals ON journal (time)
  WHERE kind = 'refusal' AND source IN ('shoe', 'simulator');
