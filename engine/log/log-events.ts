import type { Card } from '../cards/card.js';
import type { Minor } from '../money.js';
import type { TableEvent } from '../round/events.js';
import type { TableLimits } from '../round/types.js';
import type { RuleProfile } from '../rules/profile-schema.js';
import type { SettlementLine } from '../settlement/round.js';

/**
 * Everything the table's log holds, beyond the facts of the round statechart: the table's opening
 * (its rules), the settlement as it was paid, and the pit boss's corrections. Corrections never
 * edit a fact; the fold applies them.
 */
export type TableOpened = {
  readonly type: 'TableOpened';
  readonly profile: RuleProfile;
  readonly limits: TableLimits;
  /** The chip values of the tray in table units (table configuration); absent: the default chip set. */
  readonly chips?: readonly number[];
  /** The interval the table's hold (win ÷ drop) is expected in, as fractions; a hold outside it is looked into. */
  readonly expectedHold?: { readonly low: number; readonly high: number };
  /** When the table's gaming day starts, `HH:MM` local time (table configuration); absent: 06:00. */
  readonly gamingDayStarts?: string;
  /** The casino's time zone (IANA) its gaming days are counted in; absent: the zone of the machine reading the log. */
  readonly timeZone?: string;
  /** A buy-in above this many times the table's maximum is asked again (table configuration); absent: 10. */
  readonly buyInConfirmTimes?: number;
  /** A patron's cash of a gaming day above this (minor units) asks for identification first; absent: never. */
  readonly identifyAbove?: number;
};

/** A misread: the card at `position` was in fact `card`. */
export type CardCorrected = {
  readonly type: 'CardCorrected';
  readonly position: number;
  readonly card: Card;
  readonly reason: string;
  readonly author: string;
};

/** A dispute's ruling, kept with the round for the audit; it changes no money by itself. */
export type RulingRecorded = {
  readonly type: 'RulingRecorded';
  readonly text: string;
  readonly author: string;
};

/** What was paid when the round settled, as recorded then; replay recomputes and compares. */
export type RoundSettled = {
  readonly type: 'RoundSettled';
  readonly netByBettor: Readonly<Record<string, Minor>>;
  readonly lines: readonly SettlementLine[];
};

/**
 * The house edge of the table's rules, as a fact the ratings' theoretical win is computed from:
 * the house's expected win per unit of initial stake (0.005 is half a percent), and how it was
 * found. A simulation carries its standard error, rounds and seed; an exact computation a standard
 * error of 0 and no seed. `rulesHash` names the very rules it holds for: a table whose profile
 * changed needs an edge of its own.
 */
export type HouseEdgeComputed = {
  readonly type: 'HouseEdgeComputed';
  readonly method: 'simulation' | 'exact';
  readonly edge: number;
  readonly standardError: number;
  readonly profile: string;
  readonly rulesHash: string;
  readonly rounds: number | null;
  readonly seed: number | null;
  /** How the simulated players played (basic strategy for the profile). */
  readonly strategy: string;
};

export type LogEvent =
  | TableEvent
  | TableOpened
  | CardCorrected
  | RulingRecorded
  | RoundSettled
  | HouseEdgeComputed;

/** Where a fact came from: the shoe reader, the croupier's keys, the simulator, Sabot itself, a script. */
export type FactSource = 'shoe' | 'keyboard' | 'simulator' | 'system' | 'script';

/** A log event with where it stands: its global position and the round whose stream holds it. */
export interface LoggedEvent {
  readonly position: number;
  /** The round the event belongs to; null for table-level events (the opening). */
  readonly round: number | null;
  readonly event: LogEvent;
  /**
   * Where it came from, as its metadata records it: the fold keeps the last card's, so that "only a
   * keyed card may be fixed" is decided from the table as replay rebuilds it. Absent where the
   * reader of the log did not ask (a list of corrections): such a card counts as not keyed.
   */
  readonly source?: FactSource;
}

/** A round's facts are one stream, named here and nowhere else (roundOfStream and the SQL below read it). */
export const streamOfRound = (round: number): string => `round-${round}`;
/** For readers that select in SQLite: a round stream, and its round's number. */
export const ROUND_STREAM_SQL = "stream LIKE 'round-%'";
export const ROUND_OF_STREAM_SQL = 'CAST(substr(stream, 7) AS INTEGER)';
export const TABLE_STREAM = 'table';

export function roundOfStream(stream: string): number | null {
  const match = /^round-(\d+)$/.exec(stream);
  return match ? Number(match[1]) : null;
}
