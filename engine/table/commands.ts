import type { Card } from '../cards/card.js';
import type { PatronCashToday } from '../compliance/identification.js';
import type { FactSource, HouseEdgeComputed, LogEvent, LoggedEvent } from '../log/log-events.js';
import { assertNever } from '../result.js';
import type { TableInput } from '../round/inputs.js';
import type { TableSnapshot } from '../round/table.js';
import type { TableState } from './table-state.js';

/** What the table is asked to do; `decide` answers each with its facts or a refusal. */
export type TableCommand =
  /** An input from the table: a card, a bet, a decision, a marker (the croupier, the shoe reader, a script). */
  | { readonly type: 'table-input'; readonly input: TableInput }
  /** The croupier's own keying mistake: the last card keyed was in fact `card` (no PIN). */
  | { readonly type: 'fix-last-card'; readonly card: Card }
  /** A pit boss's ruling: the round is void, every stake goes back. */
  | { readonly type: 'void-round'; readonly round: number; readonly reason: string }
  /** A pit boss's ruling on a misread: the card recorded at `position` was in fact `card`. */
  | {
      readonly type: 'correct-card';
      readonly position: number;
      readonly card: Card;
      readonly reason: string;
    }
  /** A pit boss's ruling kept with its round for the audit; it changes no table. */
  | { readonly type: 'record-ruling'; readonly round: number; readonly text: string }
  /** The house edge of the table's rules, computed off the table (a simulation, an exact sum), for the ratings. */
  | { readonly type: 'record-house-edge'; readonly edge: Omit<HouseEdgeComputed, 'type'> }
  /**
   * A person's PIN set or changed (the caller records its sealed hash in the same commit): a
   * register's fact whose author is the person asking, their own PIN or a manager's checked.
   */
  | { readonly type: 'change-pin'; readonly badge: string };

/** Who asks, and through what: the author of a ruling, the source recorded with every fact. */
export interface CommandMeta {
  readonly source: FactSource;
  readonly operator: string;
}

/** A round as the log holds it: the table just before its first fact, and its facts in order. */
export interface RoundHistory {
  readonly round: number;
  /** Null when the round's first fact is the log's first round fact (the fold starts at the opening). */
  readonly start: TableSnapshot | null;
  readonly logged: readonly LoggedEvent[];
}

/** What `decide` reads: the table now, where the next fact will stand, and the round a ruling names. */
export interface DecisionState {
  readonly now: TableState;
  /** The log position the first fact decided will take. */
  readonly nextPosition: number;
  /**
   * The round a correction changes, loaded by the caller: the one `void-round` names (when not in
   * play), the round of the card `correct-card` names, the round of the last card for `fix-last-card`.
   * Null when the log holds no such round.
   */
  readonly named?: RoundHistory | null;
  /** For a buy-in: its patron's cash of the gaming day so far, read from the log by the caller. */
  readonly patron?: PatronCashToday | null;
}

/** A fact decided, and the round whose stream holds it (null: the table's own). */
export interface DecidedFact {
  readonly event: LogEvent;
  readonly round: number | null;
}

export interface Decision {
  readonly facts: readonly DecidedFact[];
  /**
   * The earliest round whose table the facts change after the fact: the table is folded again from
   * the log from there. Null: the facts evolve the table in order.
   */
  readonly refoldsFrom: number | null;
  /**
   * The state the facts evolve the table into, as `evolve` computed it while deciding (the fact
   * had to be applied to know it is accepted and whether it settles the round): the service takes
   * it instead of evolving the same facts a second time. Absent when the facts refold the table.
   */
  readonly evolved?: TableState;
}

/** The round a command's decision needs loaded from the log (`DecisionState.named`), if any. */
export function roundNamedBy(
  command: TableCommand,
  now: TableState,
  roundOfPosition: (position: number) => number | null,
): number | null {
  switch (command.type) {
    case 'void-round':
      return now.table && command.round === now.table.context.round.number ? null : command.round;
    case 'correct-card':
      return roundOfPosition(command.position);
    case 'fix-last-card':
      return now.lastCard?.round ?? null;
    case 'table-input':
    case 'record-ruling':
    case 'record-house-edge':
    case 'change-pin':
      return null;
    default:
      return assertNever(command);
  }
}
