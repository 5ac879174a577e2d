import { describe, expect, it } from 'vitest';
import { reasonOf } from '../../../app/core/sentences.js';
import type { HouseEdgeComputed } from '../../../engine/log/log-events.js';
import { MINOR_PER_UNIT } from '../../../engine/money.js';
import { rate } from '../../../engine/ratings/rating.js';
import { latestEdges, ratingSessions } from '../../../engine/ratings/rating-sessions.js';
import type { TimedFact } from '../../../engine/ratings/round-for-ratings.js';
import type { TableInput } from '../../../engine/round/inputs.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import { cards } from '../round/played-table.js';
import { InMemoryTable } from '../table/in-memory-table.js';

/** One fact a minute from 18:00 UTC: the n-th fact of the log at 18:0n. */
const timeOf = (position: number): string => new Date(Date.UTC(2026, 10, 2, 18, position)).toISOString();
const units = (count: number): number => count * MINOR_PER_UNIT;

function timedLog(
  inputs: readonly TableInput[],
  extra: (live: InMemoryTable) => void = () => {},
): TimedFact[] {
  const live = new InMemoryTable(classic6d);
  for (const input of inputs) {
    const result = live.input(input);
    if (!result.ok) throw new Error(`${JSON.stringify(input)}: ${reasonOf(result)}`);
  }
  extra(live);
  return live.logged.map(({ position, round, event }) => ({
    position,
    round,
    time: timeOf(position),
    event,
  }));
}

/** Box 1 T-8 (18), box 2 9-T (19) both stand; the dealer 7D TC = 17: both boxes win their stake. */
const round = (box1: number, box2: number, bettor2?: string): TableInput[] => [
  { type: 'bet', box: 1, amount: box1 },
  { type: 'bet', box: 2, amount: box2, ...(bettor2 !== undefined && { bettor: bettor2 }) },
  { type: 'deal' },
  ...cards('TS', '9S', '7D', '8S', 'TH'),
  { type: 'stand' },
  { type: 'stand' },
  ...cards('TC'),
];
const sameRules = () => 'rules-a';

describe('rating sessions from the log', () => {
  it('given an anonymous seat, then nobody is rated', () => {
    expect(
      ratingSessions(timedLog([{ type: 'seat', box: 2, player: 'ann' }, ...round(10, 20)]), sameRules),
    ).toEqual([]);
  });

  it('given a carded player, then the session starts at her first bet and ends when another player takes her seat', () => {
    const facts = timedLog([
      { type: 'seat', box: 2, player: 'P-1', name: 'ann' },
      ...round(10, 20),
      ...round(10, 30),
      { type: 'seat', box: 2, player: 'bob' },
    ]);
    const [ann, ...others] = ratingSessions(facts, sameRules);
    expect(others).toEqual([]);
    const firstBet = facts.findIndex((fact) => fact.event.type === 'BetPlaced' && fact.event.box === 2);
    const bobSits = facts.findIndex((fact) => fact.event.type === 'SeatTaken' && fact.event.player === 'bob');
    expect(ann).toMatchObject({
      player: 'P-1',
      name: 'ann',
      start: facts[firstBet]?.time,
      ended: facts[bobSits]?.time,
      rounds: 2,
      hands: 2,
      bets: 2,
      stakes: units(50),
      actual: units(50),
    });
  });

  it('given the player still seated at the log end, then the session is open and its time runs to its last settlement', () => {
    const facts = timedLog([{ type: 'seat', box: 2, player: 'P-1', name: 'ann' }, ...round(10, 20)]);
    const [ann] = ratingSessions(facts, sameRules);
    const settled = facts.find((fact) => fact.event.type === 'RoundSettled');
    expect(ann?.ended).toBeNull();
    expect(ann?.lastSettled).toBe(settled?.time);
  });

  it('counts a bet under the rated name at another box, and no voided round', () => {
    const facts = timedLog(
      [
        { type: 'seat', box: 1, player: 'P-1', name: 'ann' },
        ...round(10, 20, 'ann'),
        ...round(10, 20).slice(0, 3),
      ],
      (live) => {
        const voided = live.run(
          { type: 'void-round', round: 2, reason: 'wrong shoe' },
          { source: 'keyboard', operator: 'pat' },
        );
        if (!voided.ok) throw new Error(reasonOf(voided));
      },
    );
    const [ann] = ratingSessions(facts, sameRules);
    expect(ann).toMatchObject({ rounds: 1, hands: 2, bets: 2, stakes: units(30), actual: units(30) });
  });
});

describe('a rating and its theoretical win', () => {
  const edgeOf = (edge: number, rulesHash = 'rules-a'): HouseEdgeComputed => ({
    type: 'HouseEdgeComputed',
    method: 'simulation',
    edge,
    standardError: 0.002,
    profile: 'classic-6d',
    rulesHash,
    rounds: 100000,
    seed: 1,
    strategy: 'basic strategy',
  });

  it('uses the latest edge of the very rules the session was played by', () => {
    const facts = timedLog([{ type: 'seat', box: 2, player: 'P-1', name: 'ann' }, ...round(10, 20)]);
    const withEdges: TimedFact[] = [
      ...facts,
      { position: 90, round: null, time: timeOf(90), event: edgeOf(0.01) },
      { position: 91, round: null, time: timeOf(91), event: edgeOf(0.5, 'rules-b') },
      { position: 92, round: null, time: timeOf(92), event: edgeOf(0.004) },
    ];
    const [session] = ratingSessions(withEdges, sameRules);
    if (!session) throw new Error('no session');
    const rating = rate(session, latestEdges(withEdges));
    expect(rating.edge?.edge).toBe(0.004);
    expect(rating.theo).toBeCloseTo(units(20) * 0.004, 9);
    expect(rating.theoLow).toBeCloseTo(units(20) * (0.004 - 1.96 * 0.002), 9);
    expect(rating.theoHigh).toBeCloseTo(units(20) * (0.004 + 1.96 * 0.002), 9);
    expect(rating.averageBet).toBe(units(20));
  });

  it('given no edge for its rules (a profile changed since), then it has no theo', () => {
    const facts = timedLog([{ type: 'seat', box: 2, player: 'P-1', name: 'ann' }, ...round(10, 20)]);
    const [session] = ratingSessions(facts, sameRules);
    if (!session) throw new Error('no session');
    const rating = rate(
      session,
      latestEdges([{ position: 90, round: null, time: timeOf(90), event: edgeOf(0.01, 'rules-b') }]),
    );
    expect(rating).toMatchObject({ edge: null, theo: null, theoLow: null, theoHigh: null });
  });
});
