import type { FactSource, LoggedEvent } from '../log/log-events.js';
import { say } from '../refusals/message.js';
import { ok, type Result, refuse } from '../result.js';
import { contextOf, type TableSnapshot } from '../round/table.js';
import { EVENT_KINDS, type EventKinds, kindOf } from './event-kinds.js';

/** The last card out of the shoe: where the log holds it, its round, and who reported it. */
export interface LastCard {
  readonly position: number;
  readonly round: number;
  readonly source: FactSource | undefined;
}

/** What the engine decides from: the round statechart's table and what the log says about it. */
export interface TableState {
  /** Null until the log's opening is folded. */
  readonly table: TableSnapshot | null;
  /**
   * The last card, while no later fact of the table stands on it (a decision, a bet, a marker, the
   * next card): the one card a croupier's `fix` may change.
   */
  readonly lastCard: LastCard | null;
}

export const stateOfTable = (table: TableSnapshot | null): TableState => ({ table, lastCard: null });

/**
 * Evolve: one fact applied to the state. A fact the kinds table lists as the log's own (no
 * `evolve`) leaves the very same state; a type it does not list, or a fact the table no longer
 * accepts, is a refusal for the fold to report, never skipped without a word.
 */
export function evolve(
  state: TableState,
  entry: LoggedEvent,
  kinds: EventKinds = EVENT_KINDS,
): Result<TableState> {
  const { event } = entry;
  const kind = kindOf(event.type, kinds);
  if (!kind) return refuse(say('fact.unknown-type', { type: event.type }));
  if (!kind.evolve) return ok(state);
  const next = kind.evolve(state.table, event);
  if (!next.ok) return next;
  const lastCard =
    event.type === 'CardDrawn'
      ? { position: entry.position, round: contextOf(next.value).round.number, source: entry.source }
      : null;
  return ok({ table: next.value, lastCard });
}
