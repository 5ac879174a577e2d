import type { SkippedFact } from '../../../engine/log/fold-log.js';
import type { LoggedEvent } from '../../../engine/log/log-events.js';
import type { Failure } from '../../../engine/result.js';
import type { RoundReport } from '../../../engine/round/report.js';
import type { TableSnapshot } from '../../../engine/round/table.js';
import type { TableLimits } from '../../../engine/round/types.js';
import type { RuleProfile } from '../../../engine/rules/profile-schema.js';
import type { RoundSettlement } from '../../../engine/settlement/round.js';
import type { EventSource, StoredEvent } from '../log/event-types.js';
import type { RepeatJournal } from '../log/repeat-journal.js';

/** Who and what an input comes from; the time is the service's clock unless given. */
export interface InputMeta {
  readonly source: EventSource;
  readonly operator: string;
  readonly deviceSeq?: number;
  readonly time?: Date;
  /** A fact of the pit's staff register copied into the log: its place at the center. */
  readonly center?: number;
  /**
   * Where a refusal is journaled when its source counts repeats (a dashboard's connection): the
   * first few of a code row by row, then a count. Without it every refusal is a row.
   */
  readonly repeats?: RepeatJournal;
}

export type SubmitResult = { readonly ok: true; readonly events: readonly StoredEvent[] } | Failure;

export interface TableUpdate {
  readonly snapshot: TableSnapshot;
  readonly events: readonly StoredEvent[];
}

export interface RecalledRound {
  readonly events: StoredEvent[];
  readonly logged: LoggedEvent[];
  /** The table just before the round's first fact; null for a round the log does not hold. */
  readonly start: TableSnapshot | null;
  /** Undefined for a round the log does not hold. */
  readonly report: RoundReport | undefined;
  readonly skipped: SkippedFact[];
  /** The round's settlement as replay computes it now, once settled. */
  readonly settlement: RoundSettlement | null;
}

/** A new log's table configuration, recorded with its opening (absent fields: the defaults). */
export interface TableConfig {
  /** The chip values of the tray, in table units. */
  readonly chips?: readonly number[];
  /** When a gaming day starts, `HH:MM` local time. */
  readonly gamingDayStarts?: string;
  /** The IANA zone of the casino's clock. */
  readonly timeZone?: string;
  /** The interval the hold is expected in, as fractions (0.08 to 0.2). */
  readonly expectedHold?: { readonly low: number; readonly high: number };
  /** A buy-in above this many times the table's maximum is asked again before it is recorded. */
  readonly buyInConfirmTimes?: number;
  /** A patron's cash of a gaming day above this (minor units) waits for their identification (US: 10,000). */
  readonly identifyAbove?: number;
}

export interface OpenTableOptions {
  readonly dbPath: string;
  /** For a new log: its table configuration (ignored for a log that holds its opening). */
  readonly config?: TableConfig;
  /** Needed for a new log; for an existing one it must match the table the log holds. */
  readonly profile?: RuleProfile;
  readonly limits?: TableLimits;
  readonly clock?: () => Date;
  readonly operator?: string;
  /**
   * Re-hash the chain at start only from the last link a check found sound, whatever the log's
   * size (a small log is otherwise re-hashed whole): for a pit replica whose facts were checked
   * slice by slice as they were copied (app/pit/far-slice.ts).
   */
  readonly rehashFromVerified?: boolean;
}
