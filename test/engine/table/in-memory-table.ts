import { reasonOf } from '../../../app/core/sentences.js';
import { foldStream, isRefold } from '../../../engine/log/fold-log.js';
import type { LogEvent, LoggedEvent } from '../../../engine/log/log-events.js';
import type { Result } from '../../../engine/result.js';
import type { TableInput } from '../../../engine/round/inputs.js';
import { profileLimits } from '../../../engine/round/table-context.js';
import type { RuleProfile } from '../../../engine/rules/profile-schema.js';
import {
  type CommandMeta,
  type Decision,
  type RoundHistory,
  roundNamedBy,
  type TableCommand,
} from '../../../engine/table/commands.js';
import { decide } from '../../../engine/table/decide.js';
import { EVENT_KINDS, type EventKinds } from '../../../engine/table/event-kinds.js';
import { evolve, stateOfTable, type TableState } from '../../../engine/table/table-state.js';

export const KEYS: CommandMeta = { source: 'keyboard', operator: 'croupier-1' };
export const SHOE: CommandMeta = { source: 'shoe', operator: 'croupier-1' };
export const BOSS: CommandMeta = { source: 'keyboard', operator: 'pit-boss-ana' };

/**
 * The engine's decide → append → evolve loop over a log held in memory, as the table service runs
 * it over SQLite: what the engine decides can be tested without a file, and replayed with
 * `replay()` to show the live table and the fold agree.
 */
export class InMemoryTable {
  readonly logged: LoggedEvent[] = [];
  state: TableState = stateOfTable(null);

  constructor(
    profile: RuleProfile,
    readonly kinds: EventKinds = EVENT_KINDS,
  ) {
    const opening: LogEvent = { type: 'TableOpened', profile, limits: profileLimits(profile) };
    this.#append([{ event: opening, round: null }], 'system');
  }

  run(command: TableCommand, meta: CommandMeta = KEYS): Result<Decision> {
    const named = roundNamedBy(command, this.state, (position) => this.logged[position - 1]?.round ?? null);
    const decided = decide(
      {
        now: this.state,
        nextPosition: this.logged.length + 1,
        named: named === null ? null : this.history(named),
      },
      command,
      meta,
    );
    if (decided.ok) this.record(decided.value, meta.source);
    return decided;
  }

  input(input: TableInput, meta: CommandMeta = KEYS): Result<Decision> {
    return this.run({ type: 'table-input', input }, meta);
  }

  /** Appends decided facts, then evolves the table by them, or folds it again after a correction. */
  record(decision: Decision, source: CommandMeta['source']): void {
    const added = this.#append(decision.facts, source);
    if (decision.refoldsFrom !== null) this.state = this.replay().state;
    else for (const entry of added) this.state = this.#evolved(entry);
  }

  /** The whole log folded from its first fact: what replay and start-up make of it. */
  replay() {
    return foldStream(
      this.logged,
      this.logged.filter((entry) => isRefold(entry, this.kinds)),
      null,
      {
        kinds: this.kinds,
      },
    );
  }

  history(round: number): RoundHistory {
    const logged = this.logged.filter((entry) => entry.round === round);
    const first = logged[0]?.position ?? Number.POSITIVE_INFINITY;
    const corrections = this.logged.filter((entry) => isRefold(entry, this.kinds));
    const start = foldStream(this.logged, corrections, null, { kinds: this.kinds }, first).snapshot;
    return { round, start, logged };
  }

  #append(facts: Decision['facts'], source: CommandMeta['source']): LoggedEvent[] {
    const added = facts.map(({ event, round }, index) => ({
      position: this.logged.length + index + 1,
      round,
      event,
      source,
    }));
    this.logged.push(...added);
    if (facts[0]?.event.type === 'TableOpened') for (const entry of added) this.state = this.#evolved(entry);
    return added;
  }

  #evolved(entry: LoggedEvent): TableState {
    const next = evolve(this.state, entry, this.kinds);
    if (!next.ok) throw new Error(`${entry.event.type} at ${entry.position}: ${reasonOf(next)}`);
    return next.value;
  }
}
