import { describe, expect, it } from 'vitest';
import { assign, createActor, initialTransition, setup, transition } from 'xstate';
import { flatStep } from '../../../engine/round/flat-step.js';

type Counter = { count: number };
type Tick = { type: 'tick' } | { type: 'reset' };

/** What the counter's actions assign, handed to the flat step as the table hands its own. */
const counts = {
  add: ({ context }: { context: Counter }) => ({ count: context.count + 1 }),
  double: ({ context }: { context: Counter }) => ({ count: context.count * 2 }),
  clear: () => ({ count: 0 }),
};

/** A flat statechart with what the table's uses: named guards, assign actions, entry, always, the root's own events. */
const counter = setup({
  types: { context: {} as Counter, events: {} as Tick },
  guards: { belowTwo: ({ context }) => context.count < 2, atTwo: ({ context }) => context.count === 2 },
  actions: { add: assign(counts.add), double: assign(counts.double), clear: assign(counts.clear) },
}).createMachine({
  context: { count: 0 },
  initial: 'counting',
  on: { reset: { target: '.counting', actions: 'clear' } },
  states: {
    counting: {
      always: { guard: 'atTwo', target: 'full' },
      on: { tick: { guard: 'belowTwo', actions: 'add' } },
    },
    full: { entry: 'double' },
  },
});

const byXState = (snapshot: ReturnType<typeof initialTransition<typeof counter>>[0], event: Tick) =>
  transition(counter, snapshot, event)[0];

describe("the statechart's flat step", () => {
  it('given a flat statechart, when events are stepped, then each snapshot is the one XState gives', () => {
    const step = flatStep(counter, counts, byXState);
    expect(step).not.toBeNull();
    let own = initialTransition(counter)[0];
    let xstate = own;
    for (const event of [
      { type: 'tick' },
      { type: 'tick' },
      { type: 'tick' },
      { type: 'reset' },
      { type: 'tick' },
    ] as Tick[]) {
      const next = step?.(own, event) ?? own;
      const expected = byXState(xstate, event);
      expect(next === own).toBe(expected === xstate);
      expect(next.toJSON()).toEqual(expected.toJSON());
      own = next;
      xstate = expected;
    }
    expect(own.value).toBe('counting');
    expect(own.context.count).toBe(1);
  });

  it('given an event no transition takes, then the very snapshot comes back, as from XState', () => {
    const step = flatStep(counter, counts, byXState);
    const [full] = transition(
      counter,
      transition(counter, initialTransition(counter)[0], { type: 'tick' })[0],
      {
        type: 'tick',
      },
    );
    expect(full.value).toBe('full');
    expect(step?.(full, { type: 'tick' })).toBe(full);
    expect(byXState(full, { type: 'tick' })).toBe(full);
  });

  it('given a snapshot stepped by the flat step, then an actor started from it carries on as XState would', () => {
    const step = flatStep(counter, counts, byXState);
    const snapshot = step?.(initialTransition(counter)[0], { type: 'tick' });
    const actor = createActor(counter, { snapshot }).start();
    actor.send({ type: 'tick' });
    expect(actor.getSnapshot().value).toBe('full');
    expect(actor.getSnapshot().context.count).toBe(4);
  });

  it('given nested states, an exit action or an action that is not an assign, then there is no flat step', () => {
    const nested = setup({}).createMachine({
      initial: 'a',
      states: { a: { initial: 'b', states: { b: {} } } },
    });
    const exiting = setup({ actions: { note: assign({}) } }).createMachine({
      initial: 'a',
      states: { a: { exit: 'note' } },
    });
    const effect = setup({ actions: { say: () => {} } }).createMachine({
      initial: 'a',
      states: { a: { on: { go: { actions: 'say' } } } },
    });
    for (const machine of [nested, exiting, effect])
      expect(flatStep(machine, { note: () => ({}) }, () => undefined as never)).toBeNull();
    // An action the owner does not hand over as an assignment is not stepped without XState either.
    expect(flatStep(counter, { add: counts.add, double: counts.double }, byXState)).toBeNull();
  });
});
