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

export type LogEvent = TableEvent | TableOpened | CardCorrected | RulingRecorded | RoundSettled;

/** A log event with where it stands: its global position and the round whose stream holds it. */
export interface LoggedEvent {
  readonly position: number;
  /** The round the event belongs to; null for table-level events (the opening). */
  readonly round: number | null;
  readonly event: LogEvent;
}

const MACHINE_EVENT_TYPES = new Set<string>([
  'SeatTaken',
  'BetPlaced',
  'BetsClosed',
  'CardDrawn',
  'HitAsked',
  'HandStood',
  'HandDoubled',
  'HandSplit',
  'HandSurrendered',
  'InsurancePlaced',
  'EvenMoneyTaken',
  'InsuranceClosed',
  'MisdealMarked',
  'MisdealTaken',
  'MisdealPassed',
  'ShoeShuffled',
  'RoundVoided',
] satisfies TableEvent['type'][]);

/** Whether the round statechart folds this event (the others are the log's own). */
export const isTableEvent = (event: LogEvent): event is TableEvent => MACHINE_EVENT_TYPES.has(event.type);

export const streamOfRound = (round: number): string => `round-${round}`;
export const TABLE_STREAM = 'table';

export function roundOfStream(stream: string): number | null {
  const match = /^round-(\d+)$/.exec(stream);
  return match ? Number(match[1]) : null;
}
