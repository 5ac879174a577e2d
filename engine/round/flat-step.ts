import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject } from 'xstate';

type Snapshot = AnyMachineSnapshot;

/** An event applied to a snapshot, as `machine.transition(snapshot, event, scope)` applies it. */
export type Step<S, E> = (snapshot: S, event: E) => S;

type Args = { context: object; event: EventObject };
type Guard = (args: Args, params: undefined) => boolean;
/** What an `assign` action computes: the machine's owner hands these over with the machine. */
type Assignment = (args: Args) => object;

/** One transition as the statechart declares it, its guard and actions looked up once. */
interface Candidate {
  readonly guard: Guard | null;
  readonly assignments: readonly Assignment[];
  /** The state entered (after leaving the current one); null for a transition that stays. */
  readonly target: Place | null;
}

/** An atomic state of the statechart with what a step needs of it. */
interface Place {
  readonly key: string;
  /** XState's own snapshot of this state (`machine.resolveState`), whose context a step replaces. */
  readonly snapshot: Snapshot;
  readonly entry: readonly Assignment[];
  readonly on: ReadonlyMap<string, readonly Candidate[]>;
  readonly always: readonly Candidate[];
}

type Node = AnyStateNode;
type Transition = Node['transitions'] extends Map<string, (infer T)[]> ? T : never;

/** Thrown while reading a statechart the flat step does not cover; the caller keeps XState's own. */
class NotFlat extends Error {}

/**
 * XState's own step (`macrostep`) is written for every statechart: nested and parallel states,
 * history, spawned actors, raised and delayed events, inspection. For a flat one (atomic states
 * under the root, named guards, `assign` actions only, no exit actions) the same step comes down
 * to: the current state's first transition whose guard passes, else the root's; leave the state,
 * assign, enter the target (its entry actions); then its eventless (`always`) transitions until
 * none is enabled. That is this step, with the statechart's own guards and the functions its
 * `assign` actions were made of (`assignments`, by action name): the rules stay in the machine,
 * only XState's generic bookkeeping (about 60 % of a replay's time) is left out. It reads the
 * machine through XState's public API only (its state nodes, its implementations, `resolveState`):
 * each snapshot is XState's own snapshot of the state entered, with the new context, so XState can
 * step it further; a refused event gives back the very snapshot, as XState does. Null for a
 * machine it does not cover.
 */
export function flatStep<S extends Snapshot, E extends EventObject>(
  machine: AnyStateMachine,
  /** Each assignment takes the machine's `{context, event}`. */
  assignments: Readonly<Record<string, (args: never) => object>>,
  xstateStep: Step<S, E>,
): Step<S, E> | null {
  try {
    return stepOver(
      readPlaces(machine, assignments as Readonly<Record<string, Assignment>>),
      xstateStep as unknown as Step<Snapshot, EventObject>,
    ) as unknown as Step<S, E>;
  } catch (error) {
    if (error instanceof NotFlat) return null;
    throw error;
  }
}

function readPlaces(
  machine: AnyStateMachine,
  assignments: Readonly<Record<string, Assignment>>,
): Map<string, Place> {
  const root: Node = machine.root;
  const { guards, actions } = machine.implementations;
  const guardOf = (guard: unknown): Guard | null => {
    if (guard === undefined) return null;
    const found = typeof guard === 'string' ? guards[guard] : undefined;
    // A named guard that is a plain function; not a combination (and/or/not) nor parameters.
    if (typeof found !== 'function' || 'check' in found) throw new NotFlat();
    return found as Guard;
  };
  // Each action by name, known to the machine and handed over as the function it assigns with.
  const assignmentsOf = (list: readonly unknown[]): Assignment[] =>
    list.map((name) => {
      const assignment = typeof name === 'string' ? assignments[name] : undefined;
      if (assignment === undefined || actions[name as string] === undefined) throw new NotFlat();
      return assignment;
    });
  refuseUnlessPlain(root);
  if (root.entry.length > 0 || root.always?.length) throw new NotFlat();
  const places = new Map<string, Place & { on: Map<string, Candidate[]>; always: Candidate[] }>();
  for (const node of Object.values(root.states) as Node[]) {
    refuseUnlessPlain(node);
    if (node.type !== 'atomic') throw new NotFlat();
    places.set(node.key, {
      key: node.key,
      snapshot: machine.resolveState({ value: node.key, context: {} }),
      entry: assignmentsOf(node.entry),
      on: new Map(),
      always: [],
    });
  }
  const candidateOf = (transition: Transition, from: Node): Candidate => {
    const targets = transition.target ?? [];
    if (transition.reenter || targets.length > 1) throw new NotFlat();
    const target = targets[0] ? places.get(targets[0].key) : null;
    if (
      target === undefined ||
      (targets[0] && targets[0] !== root.states[targets[0].key]) ||
      targets[0] === from
    )
      throw new NotFlat();
    return { guard: guardOf(transition.guard), assignments: assignmentsOf(transition.actions), target };
  };
  for (const place of places.values()) {
    const node = root.states[place.key] as Node;
    for (const [type, transitions] of node.transitions) {
      if (type.includes('*')) throw new NotFlat();
      place.on.set(
        type,
        transitions.map((transition) => candidateOf(transition, node)),
      );
    }
    place.always.push(...(node.always ?? []).map((transition) => candidateOf(transition, node)));
  }
  for (const [type, transitions] of root.transitions) {
    if (type.includes('*')) throw new NotFlat();
    const candidates = transitions.map((transition) => candidateOf(transition, root));
    for (const place of places.values()) place.on.set(type, [...(place.on.get(type) ?? []), ...candidates]);
  }
  return places;
}

/** No exit actions, history, invocations or delays: nothing a flat step would leave out. */
function refuseUnlessPlain(node: Node): void {
  if (node.exit.length > 0 || node.history || node.invoke.length > 0 || node.after.length > 0)
    throw new NotFlat();
}

function stepOver(
  places: ReadonlyMap<string, Place>,
  xstateStep: Step<Snapshot, EventObject>,
): Step<Snapshot, EventObject> {
  const enabled = (candidates: readonly Candidate[] | undefined, args: Args): Candidate | null => {
    if (candidates === undefined) return null;
    for (const candidate of candidates)
      if (candidate.guard === null || candidate.guard(args, undefined)) return candidate;
    return null;
  };
  // XState's snapshot of the state entered, with the context and what the run carries on.
  const snapshotAt = (from: Snapshot, place: Place, context: object): Snapshot =>
    ({
      ...place.snapshot,
      status: from.status,
      output: from.output,
      error: from.error,
      context,
      children: from.children,
      historyValue: from.historyValue,
    }) as Snapshot;
  const take = (snapshot: Snapshot, place: Place, candidate: Candidate, event: EventObject): Snapshot => {
    const target = candidate.target;
    if (target === null && candidate.assignments.length === 0) return snapshot;
    let context = snapshot.context as object;
    const assign = (assignment: Assignment) => {
      context = Object.assign({}, context, assignment({ context, event }));
    };
    candidate.assignments.forEach(assign);
    if (target) target.entry.forEach(assign);
    return snapshotAt(snapshot, target ?? place, context);
  };
  return (snapshot, event) => {
    let place = places.get(snapshot.value as string);
    // XState's own events (init, stop, errors) and a snapshot it has stopped are XState's to step.
    if (!place || snapshot.status !== 'active' || event.type.startsWith('xstate.'))
      return xstateStep(snapshot, event);
    let next: Snapshot = snapshot;
    const chosen = enabled(place.on.get(event.type), { context: next.context, event });
    if (chosen) {
      next = take(next, place, chosen, event);
      place = chosen.target ?? place;
    }
    for (;;) {
      const always = enabled(place.always, { context: next.context, event });
      if (!always) return next;
      const moved = take(next, place, always, event);
      if (moved === next) return next;
      next = moved;
      place = always.target ?? place;
    }
  };
}
