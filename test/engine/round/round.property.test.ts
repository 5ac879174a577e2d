import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RuleProfile } from '../../../engine/rules/profile-schema.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import { home1d } from '../../../engine/rules/profiles/home-1d.js';
import { open6d } from '../../../engine/rules/profiles/open-6d.js';
import { session } from './intents.js';
import { emptyStats, type Law, playSession } from './play-session.js';

/**
 * Model-based properties of the round statechart: random sessions of legal and illegal inputs
 * (see intents.ts) are played through `submitInput`, and one law is checked after every step.
 * A failure prints the shrunk session as a table script for `npx sabot play --script FILE`.
 * ROUND_PROPERTY_RUNS (sessions per law, default 40) and ROUND_PROPERTY_STEPS (inputs per session,
 * default at most 220) make a longer hunt.
 */
const RUNS = Number(process.env.ROUND_PROPERTY_RUNS ?? 40);
const MAX_STEPS = Number(process.env.ROUND_PROPERTY_STEPS ?? 220);
/** Vitest's 20 s default is for the default run; a longer hunt gets the time it needs. */
const TIMEOUT_MS = Math.max(20_000, RUNS * MAX_STEPS * 2);

const PROFILES: readonly RuleProfile[] = [classic6d, open6d, home1d];

const LAWS: readonly { law: Law; title: string }[] = [
  { law: 'no-throw', title: 'given any session, then no input throws and every refusal says why' },
  {
    law: 'cards',
    title:
      'given any session, then every card out of the shoe lies in one hand, the dealer, the burn or the offer',
  },
  {
    law: 'money',
    title:
      'when a round settles, then every bettor is netted, the bank is the other side, and nobody loses more than they staked',
  },
  {
    law: 'replay',
    title: 'given any session, then folding its accepted facts from a fresh table gives the live table',
  },
  { law: 'refusal-unchanged', title: 'when an input is refused, then the table is the very same snapshot' },
  {
    law: 'acceptance',
    title:
      'given any session, then a card the shoe holds, a hit or stand on turn, a deal, a pass are never refused',
  },
  {
    law: 'decisions-offered',
    title:
      'given any state reached, then every decision the screen offers is accepted and every decision accepted is offered',
  },
  {
    law: 'refusal-codes',
    title:
      'when an input is refused, then its sentence is a code of the catalogue rendered with every parameter',
  },
  {
    law: 'one-rule-table',
    title:
      'given any input, then the refusal routing finds a rule against it exactly when the statechart refuses it',
  },
  {
    law: 'xstate-step',
    title: "given any input, then the table's step gives the snapshot XState's own step gives",
  },
];

describe.each(PROFILES)('the round statechart at $id, over random sessions', (profile) => {
  for (const { law, title } of LAWS) {
    it(
      title,
      () => {
        fc.assert(
          fc.property(session(MAX_STEPS), (generated) => {
            playSession(profile, generated, new Set([law]));
          }),
          { numRuns: RUNS },
        );
      },
      TIMEOUT_MS,
    );
  }

  it('given the session generator, then its sessions reach settlement, splits, doubles and misdealt cards', () => {
    const stats = emptyStats();
    for (const generated of fc.sample(session(MAX_STEPS), { numRuns: 40, seed: 20_240_601 })) {
      try {
        playSession(profile, generated, new Set(), stats);
      } catch {
        // a throwing input is the no-throw law's business; coverage counts what was reached
      }
    }
    const accepted = (type: string) => stats.accepted.get(type) ?? 0;
    expect(stats.settledRounds).toBeGreaterThan(40);
    expect([...stats.phases]).toEqual(
      expect.arrayContaining(['betting', 'dealing', 'players', 'dealer', 'settled']),
    );
    for (const type of ['BetPlaced', 'BetsClosed', 'CardDrawn', 'HandStood', 'HandDoubled', 'HandSplit']) {
      expect(accepted(type), type).toBeGreaterThan(0);
    }
    expect(accepted('InsuranceClosed')).toBeGreaterThan(0);
    expect(accepted('MisdealMarked')).toBeGreaterThan(0);
    if (profile.surrender) expect(accepted('HandSurrendered')).toBeGreaterThan(0);
    if (profile.misdeal.policy === 'offer-then-dealer') {
      expect(accepted('MisdealTaken') + accepted('MisdealPassed')).toBeGreaterThan(0);
    }
    expect(stats.maxHandsOnABox).toBeGreaterThan(1);
  });
});
