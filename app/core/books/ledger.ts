import type { Inventory, Signatures, SlipKind } from '../../../engine/books/types.js';
import type { Minor } from '../../../engine/money.js';
import type { EventOf } from '../../../engine/round/events.js';
import type { ClockBack } from './clock-back.js';

/** A tray count (opener, closer) as signed, in minor units. */
export interface TrayCount {
  readonly at: string;
  readonly amount: Minor;
  readonly inventory: Inventory;
  readonly by: Signatures;
}

/** A fill or credit slip, or a spoiled form voided before use (no chips, no signatures of its own). */
export interface SlipRecord {
  readonly slip: string;
  readonly kind: SlipKind;
  readonly day: string;
  readonly at: string;
  readonly amount: Minor;
  readonly inventory: Inventory;
  readonly by: Signatures | null;
  void: { readonly reason: string; readonly by: Signatures } | null;
}

/** A buy-in: chips sold at a box for cash or a marker, numbered in the table's series (the first 1). */
export interface BuyInRecord {
  readonly buyIn: number;
  /** The ChipsSold fact's place in the log. */
  readonly position: number;
  readonly day: string;
  readonly at: string;
  readonly box: number;
  readonly bettor: string;
  /** The seated player's card at the box, when one was shown. */
  readonly player: string | null;
  readonly amount: Minor;
  readonly method: 'cash' | 'marker';
  /** The croupier saw the patron's identification before recording it. */
  readonly identified: boolean;
  /** Who recorded it. */
  readonly by: string | null;
  /** The session it was sold in, whose tray arithmetic it is part of. */
  readonly session: Session | null;
  void: { readonly at: string; readonly reason: string; readonly by: string | null } | null;
}

/** One opening of the table to its closing: the tray's own arithmetic closes on each. */
export interface Session {
  readonly day: string;
  readonly opener: TrayCount;
  readonly slips: SlipRecord[];
  chipsSold: Minor;
  /** The house's net of the rounds settled while it was open. */
  house: Minor;
  closer: TrayCount | null;
  /** The time of its last fact: its closer's, or the log's while it is still open. */
  endsAt: string;
}

/** What a croupier did in a gaming day. */
export interface CroupierDay {
  rounds: number;
  /** Milliseconds on duty at an open table (or one that keeps no books). */
  onDuty: number;
  misdeals: number;
  corrections: number;
  voids: number;
}

/** The table's limits from `at` on (minor units). */
export interface LimitsFrom {
  readonly day: string;
  readonly at: string;
  readonly min: Minor;
  readonly max: Minor;
}

/**
 * A ruling's difference on a paid round (the chips to collect or pay back, per bettor and line),
 * and whether the croupier said they moved. The house result already holds it: a round counts at
 * its latest settlement, whether or not the chips were moved.
 */
export interface AdjustmentRecord {
  readonly round: number;
  readonly day: string;
  readonly at: string;
  readonly cause: EventOf<'SettlementAdjusted'>['cause'];
  /** Who ruled. */
  readonly by: string;
  readonly lines: EventOf<'SettlementAdjusted'>['lines'];
  acknowledged: { readonly at: string; readonly by: string | null } | null;
}

/** Everything one gaming day holds of the books and the rounds. */
export interface DayLedger {
  readonly day: string;
  readonly openers: TrayCount[];
  readonly closers: TrayCount[];
  readonly openerDiscrepancies: { readonly at: string; readonly opener: Minor; readonly closer: Minor }[];
  readonly sessions: Session[];
  /** Where the clock was put back: a fact timed earlier than the one before it (kept, and named). */
  readonly clockBack: ClockBack[];
  drop: Minor;
  markers: Minor;
  houseResult: Minor;
  rounds: number;
  /** The rounds settled while no session was open (a table that keeps no books): their span. */
  unbookedFrom: string | null;
  unbookedTo: string | null;
  readonly croupiers: Map<string, CroupierDay>;
}

/** The whole log walked: its days in order, every slip, every limit. */
export interface BooksLedger {
  readonly days: ReadonlyMap<string, DayLedger>;
  readonly slips: readonly SlipRecord[];
  readonly buyIns: readonly BuyInRecord[];
  readonly adjustments: readonly AdjustmentRecord[];
  readonly limits: readonly LimitsFrom[];
  /** The gaming day the log's last fact belongs to; null for an empty log. */
  readonly lastDay: string | null;
}

export const newDay = (day: string): DayLedger => ({
  day,
  openers: [],
  closers: [],
  openerDiscrepancies: [],
  sessions: [],
  clockBack: [],
  drop: 0,
  markers: 0,
  houseResult: 0,
  rounds: 0,
  unbookedFrom: null,
  unbookedTo: null,
  croupiers: new Map(),
});

export const newCroupierDay = (): CroupierDay => ({
  rounds: 0,
  onDuty: 0,
  misdeals: 0,
  corrections: 0,
  voids: 0,
});
