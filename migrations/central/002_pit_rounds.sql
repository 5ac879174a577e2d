-- The pit's cross-table searches: every table's round list, projected from its replica (the table's
-- own round list read over the central copy of its log), and the central re-check of the chains.

-- One row per round of every table, as the table's round list has it.
CREATE TABLE pit_rounds (
  table_id   text    NOT NULL REFERENCES pit_tables (table_id),
  round      integer NOT NULL CHECK (round >= 1),
  shoe       integer NOT NULL,
  misdeal    boolean NOT NULL,
  correction boolean NOT NULL,
  void       boolean NOT NULL,
  alarm      boolean NOT NULL,
  bettors    text[]  NOT NULL,
  -- Each bettor's net in table units.
  net        jsonb   NOT NULL,
  started_at text    NOT NULL,
  settled_at text,
  croupier   text    NOT NULL,
  -- The table's gaming day the round began in (its own clock: start of day and zone).
  gaming_day text    NOT NULL,
  PRIMARY KEY (table_id, round)
);

-- The searches: a day's flagged rounds across tables, and every round of a bettor.
CREATE INDEX pit_rounds_by_day ON pit_rounds (gaming_day, started_at);
CREATE INDEX pit_rounds_bettors ON pit_rounds USING gin (bettors);
CREATE INDEX pit_rounds_misdeal ON pit_rounds (gaming_day) WHERE misdeal;
CREATE INDEX pit_rounds_correction ON pit_rounds (gaming_day) WHERE correction;
CREATE INDEX pit_rounds_void ON pit_rounds (gaming_day) WHERE void;
CREATE INDEX pit_rounds_alarm ON pit_rounds (gaming_day) WHERE alarm;

-- How far each table's rounds are projected: the replica's last fact and journal entries read.
CREATE TABLE pit_rounds_projected (
  table_id text   PRIMARY KEY REFERENCES pit_tables (table_id),
  events   bigint NOT NULL,
  journal  bigint NOT NULL,
  device   bigint NOT NULL
);
