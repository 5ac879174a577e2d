import { describe, expect, it } from 'vitest';
import { reasonOf } from '../../../app/core/sentences.js';
import { MINOR_PER_UNIT } from '../../../engine/money.js';
import type { TableInput } from '../../../engine/round/inputs.js';
import { contextOf, phaseOf, submitInput } from '../../../engine/round/table.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import { home1d } from '../../../engine/rules/profiles/home-1d.js';
import { inEnglish } from '../../support/in-english.js';
import { cards, playedTable } from './played-table.js';

/** ann (box 1, 18) beats the dealer (7, 8, then 2: 17); bob (box 2, 19) too: the bank pays 2 + 2. */
const round: TableInput[] = [
  { type: 'bet', box: 1, amount: 2, bettor: 'ann' },
  { type: 'bet', box: 2, amount: 2, bettor: 'bob' },
  { type: 'deal' },
  ...cards('TS', '9S', '7D', '8S', 'TH', '8D'),
  { type: 'stand' },
  { type: 'stand' },
  ...cards('2C'),
];
const agreedRounds = Array.from({ length: 10 }, () => round).flat();
const chips = (count: number): number => count * MINOR_PER_UNIT;

describe('a home session after its agreed rounds', () => {
  it('given the ten agreed rounds played, when a bet or the deal comes, then both are refused until a new session', () => {
    const over = playedTable(home1d, agreedRounds);
    expect(contextOf(over).round.number).toBe(10);
    expect(phaseOf(over)).toBe('settled');

    const bet = submitInput(over, { type: 'bet', box: 1, amount: 2, bettor: 'ann' });
    expect(inEnglish(bet)).toMatchObject({
      ok: false,
      reason:
        'the session is over: its 10 rounds are played — key "new session" to start the next one (every player starts again with 20 chips)',
    });
    const shuffled = submitInput(over, { type: 'shuffle' });
    if (!shuffled.ok) throw new Error(reasonOf(shuffled));
    const deal = submitInput(shuffled.snapshot, { type: 'deal' });
    expect(inEnglish(deal)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('the session is over'),
    });
  });

  it('given the session over, when a new session starts, then every chip count is back to the start and ten rounds more may be played', () => {
    const over = playedTable(home1d, agreedRounds);
    // Nine rounds' wins are paid; the tenth's is paid as the next round opens.
    expect(contextOf(over).chips?.players).toEqual({ ann: chips(38), bob: chips(38) });
    const started = playedTable(home1d, [...agreedRounds, { type: 'new-session' }]);
    expect(phaseOf(started)).toBe('betting');
    expect(contextOf(started).round.number).toBe(11);
    expect(contextOf(started).chips).toEqual({
      players: {},
      bank: chips(200),
      fictitious: 0,
      firstRound: 11,
    });

    const second = playedTable(home1d, [...agreedRounds, { type: 'new-session' }, ...agreedRounds]);
    expect(contextOf(second).round.number).toBe(20);
    const bet = submitInput(second, { type: 'bet', box: 1, amount: 2, bettor: 'ann' });
    expect(inEnglish(bet)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('the session is over'),
    });
  });

  it('refuses a new session before the agreed rounds are played, and at a casino table', () => {
    const midway = playedTable(home1d, round);
    expect(inEnglish(submitInput(midway, { type: 'new-session' }))).toMatchObject({
      ok: false,
      reason: 'the session is not over: 1 of its 10 rounds are played',
    });
    expect(inEnglish(submitInput(playedTable(classic6d, []), { type: 'new-session' }))).toMatchObject({
      ok: false,
      reason: 'this table plays no home session: there is no session to start',
    });
  });
});
