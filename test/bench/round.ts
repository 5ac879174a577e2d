import {
  type AnyActorRef,
  type AnyActorScope,
  assign,
  createActor,
  initialTransition,
  setup,
  transition,
} from 'xstate';
import { reasonOf } from '../../app/core/sentences.js';
import type { Card } from '../../engine/cards/card.js';
import { handTotal } from '../../engine/cards/hand.js';
import { seededRandom, shuffleInPlace } from '../../engine/random/seeded.js';
import type { TableEvent } from '../../engine/round/events.js';
import { handOnTurn } from '../../engine/round/hands.js';
import type { TableInput } from '../../engine/round/inputs.js';
import { shuffleIsDue } from '../../engine/round/shoe.js';
import { contextOf, openTable, phaseOf, submitInput, type TableSnapshot } from '../../engine/round/table.js';
import { tableMachine } from '../../engine/round/table-machine.js';
import type { RuleProfile } from '../../engine/rules/profile-schema.js';
import { classic6d } from '../../engine/rules/profiles/classic-6d.js';
import { freshShoe, remainingCards } from '../../engine/shoe/composition.js';
import { type BenchSuite, type Measurement, measure } from './harness.js';

/**
 * Rounds per second through the round statechart, beside the ceiling of the library it runs on.
 *
 * Whole sessions of classic-6d rounds are generated once from a seeded shoe with a fixed strategy
 * (bet 10 on every box, draw below 17, stand on 17 or more; insurance declined; the shoe changed
 * when the cut card comes out), so the timed loops only feed the table. Beside them, in the same
 * run: a minimal XState v5 machine (two states, one `assign` counter) driven through the same pure
 * `transition()`, the most any machine can do per event; and both machines driven through a
 * running actor (`createActor(...).start()`, `actor.send`). A diagnostic pair drives both machines
 * through `machine.transition()` with one actor scope made once, which is what `transition()` does
 * minus the throwaway actor it builds on every call.
 *
 * classic-6d needs two occupied boxes to deal; the 1-box figures use the same rules with
 * `table.minOccupiedBoxes` lowered to 1 (a profile is data: no rule of play changes).
 */

/** Issue targets: 1-box rounds per second on one core, and events/s within this factor of the minimal machine. */
const TARGET_ROUNDS_PER_SECOND = 15_000;
const TARGET_FACTOR = 3;

/** Sizes of one timed sample (a whole session from a fresh table), some tens of milliseconds each. */
const ONE_BOX_ROUNDS = 100;
const SEVEN_BOX_ROUNDS = 20;
const TOGGLE_EVENTS = 2_000;
const SEED = 20_240_601;
const OPTIONS = { iterations: 10, timeMs: 1_000 } as const;

const oneBoxClassic: RuleProfile = { ...classic6d, table: { ...classic6d.table, minOccupiedBoxes: 1 } };

interface Session {
  readonly profile: RuleProfile;
  readonly boxes: number;
  readonly rounds: number;
  readonly inputs: readonly TableInput[];
  /** The accepted facts of the same inputs, for the transition and actor loops. */
  readonly events: readonly TableEvent[];
}

/** The physical shoe: a seeded shuffle, shuffled again whenever the table takes a new shoe. */
function shoeDealer(profile: RuleProfile, seed: number): (snapshot: TableSnapshot) => Card {
  const random = seededRandom(seed);
  let cards: Card[] = [];
  let next = 0;
  let shoeNumber = -1;
  return (snapshot) => {
    const shoe = contextOf(snapshot).shoe;
    if (shoe.shoeNumber !== shoeNumber || next >= cards.length) {
      shoeNumber = shoe.shoeNumber;
      cards = shuffleInPlace(remainingCards(freshShoe(profile.shoe.decks)), random);
      next = 0;
    }
    return cards[next++] as Card;
  };
}

/** The fixed strategy: the next input of the round as it stands. */
function nextInput(snapshot: TableSnapshot, draw: (snapshot: TableSnapshot) => Card): TableInput {
  const { round, profile } = contextOf(snapshot);
  switch (phaseOf(snapshot)) {
    case 'insurance':
      return { type: 'insurance-closed' };
    case 'players': {
      const ref = handOnTurn(round, profile);
      const hand = ref ? round.boxes.find((box) => box.box === ref.box)?.hands[ref.hand] : undefined;
      if (hand && hand.cards.length >= 2 && handTotal(hand.cards).total >= 17) return { type: 'stand' };
      return { type: 'card', card: draw(snapshot) };
    }
    default:
      return { type: 'card', card: draw(snapshot) };
  }
}

/** Plays `rounds` complete rounds on `boxes` boxes and keeps every input and fact, checking each is accepted. */
function generateSession(profile: RuleProfile, boxes: number, rounds: number): Session {
  const draw = shoeDealer(profile, SEED + boxes);
  const inputs: TableInput[] = [];
  const events: TableEvent[] = [];
  let snapshot = openTable(profile);
  const submit = (input: TableInput) => {
    const result = submitInput(snapshot, input);
    if (!result.ok)
      throw new Error(`the benchmark session was refused ${JSON.stringify(input)}: ${reasonOf(result)}`);
    inputs.push(input);
    events.push(result.event);
    snapshot = result.snapshot;
  };
  for (let played = 0; played < rounds; played++) {
    if (shuffleIsDue(phaseOf(snapshot), contextOf(snapshot))) submit({ type: 'shuffle' });
    for (let box = 1; box <= boxes; box++) submit({ type: 'bet', box, amount: 10 });
    submit({ type: 'deal' });
    while (phaseOf(snapshot) !== 'settled') submit(nextInput(snapshot, draw));
  }
  return { profile, boxes, rounds, inputs, events };
}

/** The real path: inputs through `submitInput` (fact conversion, guards, actions, refusal check). */
function playInputs(session: Session): TableSnapshot {
  let snapshot = openTable(session.profile);
  for (const input of session.inputs) {
    const result = submitInput(snapshot, input);
    if (!result.ok) throw new Error(reasonOf(result));
    snapshot = result.snapshot;
  }
  return snapshot;
}

/** The same facts through the bare pure `transition()`, as the minimal machine is driven. */
function transitionEvents(session: Session): TableSnapshot {
  let snapshot = openTable(session.profile);
  for (const event of session.events) [snapshot] = transition(tableMachine, snapshot, event);
  return snapshot;
}

/** The same facts sent to a running actor. */
function sendEvents(session: Session): unknown {
  const actor = createActor(tableMachine, { input: { profile: session.profile } }).start();
  for (const event of session.events) actor.send(event);
  const snapshot = actor.getSnapshot();
  actor.stop();
  return snapshot;
}

/** The library's ceiling: two states and one `assign` counter. */
const toggleMachine = setup({
  types: { context: {} as { count: number }, events: {} as { type: 'TOGGLE' } },
  actions: { count: assign({ count: ({ context }) => context.count + 1 }) },
}).createMachine({
  context: { count: 0 },
  initial: 'off',
  states: {
    off: { on: { TOGGLE: { target: 'on', actions: 'count' } } },
    on: { on: { TOGGLE: { target: 'off', actions: 'count' } } },
  },
});
const TOGGLE = { type: 'TOGGLE' } as const;

function transitionToggle(): number {
  let [snapshot] = initialTransition(toggleMachine);
  for (let i = 0; i < TOGGLE_EVENTS; i++) [snapshot] = transition(toggleMachine, snapshot, TOGGLE);
  return snapshot.context.count;
}

function sendToggle(): number {
  const actor = createActor(toggleMachine).start();
  for (let i = 0; i < TOGGLE_EVENTS; i++) actor.send(TOGGLE);
  const count = actor.getSnapshot().context.count;
  actor.stop();
  return count;
}

/**
 * Diagnostic: `transition()` builds a throwaway actor (and so the machine's initial snapshot) on
 * every call. The same pure step with one actor scope made once shows what that costs.
 */
function reusedScope(self: AnyActorRef): AnyActorScope {
  const nothing = () => {};
  return {
    self,
    defer: nothing,
    id: '',
    logger: nothing,
    sessionId: '',
    stopChild: nothing,
    system: self.system,
    emit: nothing,
    actionExecutor: nothing,
  };
}

function scopedTransitionEvents(session: Session): TableSnapshot {
  const scope = reusedScope(createActor(tableMachine, { input: { profile: session.profile } }));
  let snapshot = openTable(session.profile);
  for (const event of session.events) snapshot = tableMachine.transition(snapshot, event, scope);
  return snapshot;
}

function scopedTransitionToggle(): number {
  const scope = reusedScope(createActor(toggleMachine));
  let [snapshot] = initialTransition(toggleMachine);
  for (let i = 0; i < TOGGLE_EVENTS; i++) snapshot = toggleMachine.transition(snapshot, TOGGLE, scope);
  return snapshot.context.count;
}

/** A batch's figure as one operation's (a round of the session, or one event), with its note. */
const per = (row: Measurement, operations: number, name: string, note: string): Measurement => ({
  name,
  medianMs: row.medianMs / operations,
  p99Ms: row.p99Ms / operations,
  samples: row.samples,
  note,
});

const rate = (perSecond: number): string => Math.round(perSecond).toLocaleString('en');
const met = (ok: boolean): string => (ok ? 'met' : 'NOT met');

export const roundSuite: BenchSuite = {
  title: 'Round statechart (classic-6d rounds)',
  async run(): Promise<Measurement[]> {
    const one = generateSession(oneBoxClassic, 1, ONE_BOX_ROUNDS);
    const seven = generateSession(classic6d, 7, SEVEN_BOX_ROUNDS);
    // Every way of feeding the table must reach the same table, or the figures compare nothing.
    for (const session of [one, seven]) {
      const expected = JSON.stringify(playInputs(session).context);
      for (const other of [transitionEvents, scopedTransitionEvents]) {
        if (JSON.stringify(other(session).context) !== expected)
          throw new Error(`${other.name} reaches another table`);
      }
    }

    const tasks = {
      oneSubmit: () => playInputs(one),
      sevenSubmit: () => playInputs(seven),
      oneTransition: () => transitionEvents(one),
      oneActor: () => sendEvents(one),
      sevenActor: () => sendEvents(seven),
      oneScoped: () => scopedTransitionEvents(one),
      toggleTransition: transitionToggle,
      toggleActor: sendToggle,
      toggleScoped: scopedTransitionToggle,
    };
    const rows = await measure(tasks, OPTIONS);
    const row = (name: keyof typeof tasks): Measurement => {
      const found = rows.find((candidate) => candidate.name === name);
      if (!found) throw new Error(`the round benchmark did not report ${name}`);
      return found;
    };
    const eventsPerRound = (session: Session) => session.events.length / session.rounds;
    /** Events per second of a row measured over a whole session. */
    const eventRate = (name: keyof typeof tasks, session: Session) =>
      (1000 * session.events.length) / row(name).medianMs;
    const roundRate = (name: keyof typeof tasks, session: Session) =>
      (1000 * session.rounds) / row(name).medianMs;
    const toggleRate = (name: keyof typeof tasks) => (1000 * TOGGLE_EVENTS) / row(name).medianMs;

    // The library's ceiling: the minimal machine on its fastest path (transition(), a running
    // actor, or machine.transition() with one reused scope, which is what applyEvent uses).
    const ceiling = Math.max(
      toggleRate('toggleTransition'),
      toggleRate('toggleActor'),
      toggleRate('toggleScoped'),
    );
    const oneRounds = roundRate('oneSubmit', one);
    const oneEvents = eventRate('oneSubmit', one);
    const sevenEvents = eventRate('sevenSubmit', seven);
    const factor = ceiling / oneEvents;
    const sessionNote = (session: Session) =>
      `${session.rounds} pre-generated rounds, ${eventsPerRound(session).toFixed(1)} events per round`;

    return [
      per(
        row('oneSubmit'),
        one.rounds,
        'classic-6d, 1 box: one round through submitInput',
        `${rate(oneRounds)} rounds/s (target ≥ ${rate(TARGET_ROUNDS_PER_SECOND)}: ${met(oneRounds >= TARGET_ROUNDS_PER_SECOND)}); ` +
          `${rate(oneEvents)} events/s, the minimal machine's fastest path does ${factor.toFixed(2)}× that ` +
          `(target within ${TARGET_FACTOR}×: ${met(factor <= TARGET_FACTOR)}); ${sessionNote(one)}; ` +
          'classic-6d rules with one occupied box allowed',
      ),
      per(
        row('sevenSubmit'),
        seven.rounds,
        'classic-6d, 7 boxes: one round through submitInput',
        `${rate(roundRate('sevenSubmit', seven))} rounds/s; ${rate(sevenEvents)} events/s, ` +
          `the minimal machine's fastest path does ${(ceiling / sevenEvents).toFixed(2)}× that; ${sessionNote(seven)}`,
      ),
      per(
        row('oneTransition'),
        one.rounds,
        'classic-6d, 1 box: one round, its facts through transition()',
        `${rate(eventRate('oneTransition', one))} events/s; submitInput takes ` +
          `${(row('oneSubmit').medianMs / row('oneTransition').medianMs).toFixed(2)}× this time`,
      ),
      per(
        row('oneActor'),
        one.rounds,
        'classic-6d, 1 box: one round, its facts sent to a running actor',
        `${rate(eventRate('oneActor', one))} events/s; transition() takes ` +
          `${(row('oneTransition').medianMs / row('oneActor').medianMs).toFixed(2)}× the actor's time`,
      ),
      per(
        row('sevenActor'),
        seven.rounds,
        'classic-6d, 7 boxes: one round, its facts sent to a running actor',
        `${rate(eventRate('sevenActor', seven))} events/s; submitInput takes ` +
          `${(row('sevenSubmit').medianMs / row('sevenActor').medianMs).toFixed(2)}× the actor's time`,
      ),
      per(
        row('oneScoped'),
        one.rounds,
        '1 box, facts through tableMachine.transition() with one reused actor scope (the replay path)',
        `${rate(eventRate('oneScoped', one))} events/s; transition() takes ` +
          `${(row('oneTransition').medianMs / row('oneScoped').medianMs).toFixed(2)}× this time: ` +
          'it builds a throwaway actor, and with it the initial snapshot, for every event',
      ),
      per(
        row('toggleTransition'),
        TOGGLE_EVENTS,
        'baseline: minimal XState machine, one event through transition()',
        `${rate(toggleRate('toggleTransition'))} events/s (two states, one assign counter); ${TOGGLE_EVENTS.toLocaleString('en')} events per sample`,
      ),
      per(
        row('toggleActor'),
        TOGGLE_EVENTS,
        'baseline: minimal XState machine, one event sent to a running actor',
        `${rate(toggleRate('toggleActor'))} events/s; transition() takes ` +
          `${(row('toggleTransition').medianMs / row('toggleActor').medianMs).toFixed(2)}× the actor's time`,
      ),
      per(
        row('toggleScoped'),
        TOGGLE_EVENTS,
        'baseline: minimal XState machine, machine.transition() with one reused actor scope',
        `${rate(toggleRate('toggleScoped'))} events/s`,
      ),
    ];
  },
};
