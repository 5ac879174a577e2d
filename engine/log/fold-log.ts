import type { Refusal } from '../refusals/message.js';
import type { RoundReport } from '../round/report.js';
import { RoundTracker } from '../round/round-tracker.js';
import type { TableSnapshot } from '../round/table.js';
import { EVENT_KINDS, type EventKinds, kindOf } from '../table/event-kinds.js';
import { evolve, stateOfTable, type TableState } from '../table/table-state.js';
import type { LoggedEvent } from './log-events.js';

/** A recorded fact that no longer applies once a correction is taken into account. */
export interface SkippedFact {
  readonly position: number;
  readonly type: string;
  readonly refusal: Refusal;
}

export interface LogFold {
  /** The table as the corrected log leaves it; null while the log holds no opening. */
  readonly snapshot: TableSnapshot | null;
  readonly rounds: RoundReport[];
  readonly skipped: SkippedFact[];
}

export interface FoldHooks {
  /** Told after each fact the table took, with the table before and after it. */
  readonly observe?: (before: TableSnapshot, after: TableSnapshot, position: number) => void;
  /** What each type of fact does; the engine's own table unless a test extends it. */
  readonly kinds?: EventKinds;
}

/** The facts replay must know before the facts they change (`corrections` below), as the kinds table lists them. */
export const isRefold = (entry: LoggedEvent, kinds: EventKinds = EVENT_KINDS): boolean =>
  kindOf(entry.event.type, kinds)?.refolds === true;

/** A list of facts' corrections, as a fold must know them before it starts (see foldStream). */
export const correctionsIn = (logged: readonly LoggedEvent[]): LoggedEvent[] =>
  logged.filter((entry) => isRefold(entry));

/**
 * Replay: the round statechart folded over the log, corrections applied. A corrected card replaces
 * the card of the `CardDrawn` it names; a void of a round already closed takes effect at that
 * round's end, just before the next round's first fact. The log is read once, in order, so a log
 * of any length folds in constant memory; `corrections` are the log's facts that the kinds table
 * says refold (few), known in advance so that a late void can be placed. Replay never stops on a
 * fact: one a correction made impossible, or of a type this Sabot does not know, is skipped and
 * listed for the pit boss.
 *
 * A `start` table holds the voids due before the first fact folded from it, as the snapshot
 * cache's tables do: they are not applied again (a second void would fall on the round in play).
 * With `until`, the fold stops before the fact at that position once the voids due before it are
 * applied: the table as it stood just before that fact, as the cache keeps it.
 */
export function foldStream(
  facts: Iterable<LoggedEvent>,
  corrections: readonly LoggedEvent[],
  start: TableSnapshot | null = null,
  hooks: FoldHooks = {},
  until = Number.POSITIVE_INFINITY,
): { snapshot: TableSnapshot | null; state: TableState; skipped: SkippedFact[] } {
  const cards = new Map<number, LoggedEvent['event']>();
  for (const { event } of corrections) {
    if (event.type === 'CardCorrected') cards.set(event.position, { type: 'CardDrawn', card: event.card });
  }
  const lateVoids = new LateVoids(corrections);
  let state = stateOfTable(start);
  const skipped: SkippedFact[] = [];
  const apply = (entry: LoggedEvent): void => {
    const before = state.table;
    const next = evolve(state, entry, hooks.kinds);
    if (!next.ok) {
      skipped.push({ position: entry.position, type: entry.event.type, refusal: next.refusal });
      return;
    }
    state = next.value;
    if (before && state.table !== before)
      hooks.observe?.(before, state.table as TableSnapshot, entry.position);
  };
  const applyLateVoids = (entry: LoggedEvent): void => {
    const due = lateVoids.takeDueBefore(entry);
    for (let index = 0; index < due.length; index++) apply(due[index] as LoggedEvent);
  };
  let startHeld = start === null;
  for (const entry of facts) {
    if (!startHeld && entry.round !== null) {
      // The start already holds them (see above): taken without being applied.
      startHeld = true;
      lateVoids.takeDueBefore(entry);
    }
    if (entry.position >= until) {
      applyLateVoids(entry);
      break;
    }
    if (entry.event.type === 'RoundVoided') {
      if (!lateVoids.taken(entry)) apply(entry);
      continue;
    }
    applyLateVoids(entry);
    // Nearly every log has no corrected card: no lookup per card for nothing.
    const card = cards.size > 0 && entry.event.type === 'CardDrawn' ? cards.get(entry.position) : undefined;
    apply(card ? { ...entry, event: card } : entry);
  }
  return { snapshot: state.table, state, skipped };
}

const NONE_DUE: readonly LoggedEvent[] = [];

/** The log's voids of rounds already closed when they were recorded, each placed once. */
class LateVoids {
  readonly #voids: readonly LoggedEvent[];
  readonly #taken = new Set<number>();

  constructor(corrections: readonly LoggedEvent[]) {
    this.#voids = corrections.filter((entry) => entry.event.type === 'RoundVoided' && entry.round !== null);
  }

  /** The voids of earlier rounds recorded after this fact: they take effect before it, once. */
  takeDueBefore(entry: LoggedEvent): readonly LoggedEvent[] {
    // Asked at every fact, and nearly every log has no late void: no list is made for nothing.
    if (entry.round === null || this.#voids.length === this.#taken.size) return NONE_DUE;
    const round = entry.round;
    const due = this.#voids.filter(
      (late) =>
        late.position > entry.position && !this.#taken.has(late.position) && (late.round ?? 0) < round,
    );
    for (const late of due) this.#taken.add(late.position);
    return due;
  }

  /** Whether this void was already placed before an earlier fact. */
  taken(entry: LoggedEvent): boolean {
    return this.#taken.has(entry.position);
  }
}

/** Replays a whole list of logged events and reports every round as it ends. */
export function foldLog(logged: readonly LoggedEvent[], start: TableSnapshot | null = null): LogFold {
  return foldFacts(logged, correctionsIn(logged), start);
}

/**
 * `foldLog` over facts read as they come (from the log a page at a time, never all held at once),
 * with the log's corrections known in advance (see foldStream). With `onRound`, each round goes
 * there as it ends and `rounds` stays empty: a log of any length is reported in constant memory.
 */
export function foldFacts(
  facts: Iterable<LoggedEvent>,
  corrections: readonly LoggedEvent[],
  start: TableSnapshot | null = null,
  onRound?: (round: RoundReport) => void,
): LogFold {
  const tracker = new RoundTracker(onRound);
  const fold = foldStream(facts, corrections, start, {
    observe: (before, after) => tracker.observe(before, after),
  });
  return {
    snapshot: fold.snapshot,
    rounds: fold.snapshot ? tracker.finish(fold.snapshot) : [],
    skipped: fold.skipped,
  };
}
