-- Each known patron's cash of a gaming day at each table (issue "the money around the table"), as
-- the pit server adds it from the tables' copies: a projection the pit server rewrites after every
-- fold that brought a buy-in (never a fact: the facts are the tables' ChipsSold), read by every
-- live table of the pit so that a buy-in taking a patron over the report level across tables waits
-- for their identification before it is accepted.
CREATE TABLE pit_patron_cash (
  gaming_day date    NOT NULL,
  player     text    NOT NULL CHECK (player <> ''),
  table_id   text    NOT NULL,
  cash       bigint  NOT NULL CHECK (cash >= 0),
  identified boolean NOT NULL,
  PRIMARY KEY (gaming_day, player, table_id)
);
