import { type AnyActorScope, createActor, initialTransition, type SnapshotFrom } from 'xstate';
import type { BooksConfig } from '../books/types.js';
import type { Minor } from '../money.js';
import { codeOf, type Failure, ok, type Result, refuse } from '../result.js';
import type { RuleProfile } from '../rules/profile-schema.js';
import { classic6d } from '../rules/profiles/classic-6d.js';
import type { TableEvent } from './events.js';
import { flatStep, type Step } from './flat-step.js';
import type { TableInput } from './inputs.js';
import { refusalOf } from './refusal.js';
import { type TablePhase, tableAssignments, tableMachine } from './table-machine.js';
import { toTableEvent } from './to-event.js';
import type { TableContext, TableLimits } from './types.js';

/**
 * A table is an XState snapshot of the round statechart, advanced only by the pure
 * `transition()`: replay runs no side effects, reads no clock and draws no random number.
 */
export type TableSnapshot = SnapshotFrom<typeof tableMachine>;

export function openTable(
  profile: RuleProfile,
  limits?: TableLimits,
  chipSet?: readonly Minor[],
  booksConfig?: BooksConfig,
): TableSnapshot {
  const [snapshot] = initialTransition(tableMachine, {
    profile,
    ...(limits && { limits }),
    ...(chipSet && { chipSet }),
    ...(booksConfig && { booksConfig }),
  });
  return snapshot;
}

export const phaseOf = (snapshot: TableSnapshot): TablePhase => snapshot.value as TablePhase;
export const contextOf = (snapshot: TableSnapshot): TableContext => snapshot.context;

/**
 * XState's `transition()` builds a throwaway actor (and its initial snapshot) on every call, which
 * costs more than the transition itself. The table machine has no child actors, delays or
 * effectful actions, so one inert scope serves every call without anything leaking between them:
 * `tableMachine.transition()` with it stays pure and about three times faster.
 */
const inertScope: AnyActorScope = (() => {
  const self = createActor(tableMachine, { input: { profile: classic6d } });
  const ignore = (): void => {};
  return {
    self,
    system: self.system,
    id: '',
    sessionId: '',
    logger: ignore,
    defer: ignore,
    stopChild: ignore,
    emit: ignore,
    actionExecutor: ignore,
  } as AnyActorScope;
})();

/** XState's own step of the table machine (the tests hold `stepTable` to it). */
export const stepTableByXState: Step<TableSnapshot, TableEvent> = (snapshot, event) =>
  tableMachine.transition(snapshot, event, inertScope);

/**
 * The statechart's step: XState's own, with the scope above, or the same step without XState's
 * generic bookkeeping while the table machine stays flat (see flatStep; the round property tests
 * hold the two equal input by input).
 */
export const stepTable: Step<TableSnapshot, TableEvent> =
  flatStep(tableMachine, tableAssignments, stepTableByXState) ?? stepTableByXState;

/**
 * Applies a fact; a fact the round does not accept leaves the snapshot as it was (the same
 * object: every accepted fact changes the context), with the reason.
 */
export function applyEvent(snapshot: TableSnapshot, event: TableEvent): Result<TableSnapshot> {
  const next = stepTable(snapshot, event);
  return next === snapshot ? refuse(refusalOf(phaseOf(snapshot), snapshot.context, event)) : ok(next);
}

export type Submitted = { ok: true; snapshot: TableSnapshot; event: TableEvent } | Failure;

/** An input from the table: turned into its fact, then offered to the round. */
export function submitInput(snapshot: TableSnapshot, input: TableInput): Submitted {
  const event = toTableEvent(input, snapshot.context, phaseOf(snapshot) === 'settled');
  if (!event.ok) return event;
  const applied = applyEvent(snapshot, event.value);
  return applied.ok ? { ok: true, snapshot: applied.value, event: event.value } : applied;
}

/** Replay: the same fold over recorded facts gives the same table. */
export function foldEvents(start: TableSnapshot, events: readonly TableEvent[]): TableSnapshot {
  let snapshot = start;
  for (const event of events) {
    const next = applyEvent(snapshot, event);
    if (!next.ok) throw new Error(`a recorded ${event.type} no longer applies: ${codeOf(next.refusal)}`);
    snapshot = next.value;
  }
  return snapshot;
}

/**
 * Bump when a change to the statechart or its rules would fold the same facts differently: cached
 * snapshots made by another fold version are ignored and rebuilt from the log.
 */
export const FOLD_VERSION = 'fold-8';

/** The table as plain JSON, for the snapshot cache (never for the log, which holds facts only). */
export interface PersistedTable {
  readonly value: string;
  readonly context: TableContext;
}

export const persistTable = (snapshot: TableSnapshot): PersistedTable => ({
  value: phaseOf(snapshot),
  context: snapshot.context,
});

export const restoreTable = (persisted: PersistedTable): TableSnapshot =>
  tableMachine.resolveState({ value: persisted.value, context: persisted.context });
