import { describe, expect, it } from 'vitest';
import { reasonOf } from '../../../app/core/sentences.js';
import type { TableInput } from '../../../engine/round/inputs.js';
import { readTableInput } from '../../../engine/round/inputs.js';
import { contextOf, type TableSnapshot } from '../../../engine/round/table.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import { cards } from '../round/played-table.js';
import { InMemoryTable } from './in-memory-table.js';

function played(inputs: readonly TableInput[]): InMemoryTable {
  const live = new InMemoryTable(classic6d);
  for (const input of inputs) {
    const result = live.input(input);
    if (!result.ok) throw new Error(`${JSON.stringify(input)}: ${reasonOf(result)}`);
  }
  return live;
}
const seats = (live: InMemoryTable) => contextOf(live.state.table as TableSnapshot).seats;
const dealt: TableInput[] = [
  { type: 'bet', box: 1, amount: 10 },
  { type: 'bet', box: 2, amount: 10 },
  { type: 'deal' },
  ...cards('TS', '9S', '7D', '8S', 'TH'),
];

describe('a player card at the seat', () => {
  it('given a seat line without a name, then it is the anonymous seated name it always was', () => {
    const live = played([]);
    expect(live.input({ type: 'seat', box: 2, player: 'ann' })).toMatchObject({
      ok: true,
      value: { facts: [{ event: { type: 'SeatTaken', box: 2, player: 'ann' } }] },
    });
    expect(live.logged.at(-1)?.event).not.toHaveProperty('playerCard');
  });

  it('given a name, then player is the card number: the seat holds the name and the fact the card', () => {
    const live = played([{ type: 'seat', box: 2, player: 'P-10442', name: 'ann' }]);
    expect(live.logged.at(-1)?.event).toEqual({
      type: 'SeatTaken',
      box: 2,
      player: 'ann',
      playerCard: 'P-10442',
    });
    expect(seats(live)[2]).toBe('ann');
  });

  it('refuses a card number with a space or a sign outside its form, with its code', () => {
    const live = played([]);
    for (const card of ['P 10442', 'P#1', 'ä1'])
      expect(live.input({ type: 'seat', box: 2, player: card, name: 'ann' })).toMatchObject({
        ok: false,
        refusal: { code: 'seat.player-card', params: { card } },
      });
    expect(readTableInput({ type: 'seat', box: 2, player: 'x'.repeat(41), name: 'ann' }).ok).toBe(false);
  });

  it('given ann seated anonymously, when she presents her card, then the card is a new fact', () => {
    const live = played([{ type: 'seat', box: 2, player: 'ann' }]);
    expect(live.input({ type: 'seat', box: 2, player: 'P-10442', name: 'ann' })).toMatchObject({ ok: true });
  });
});

describe('a player leaving the seat', () => {
  it('given ann seated and the round settled, when she leaves, then the seat is free', () => {
    const live = played([{ type: 'seat', box: 2, player: 'ann' }]);
    expect(live.input({ type: 'leave', box: 2 })).toMatchObject({
      ok: true,
      value: { facts: [{ event: { type: 'SeatLeft', box: 2 } }] },
    });
    expect(seats(live)[2]).toBeUndefined();
  });

  it('refuses to free a seat nobody holds', () => {
    expect(played([]).input({ type: 'leave', box: 3 })).toMatchObject({
      ok: false,
      refusal: { code: 'seat.nobody-seated', params: { box: 3 } },
    });
  });

  it('given a stake of the box in play, then the player leaves only once the round is settled', () => {
    const live = played([{ type: 'seat', box: 2, player: 'ann' }, ...dealt]);
    expect(live.input({ type: 'leave', box: 2 })).toMatchObject({
      ok: false,
      refusal: { code: 'seat.leave-in-play', params: { box: 2, player: 'ann' } },
    });
    // box 1 (18) and box 2 (19) stand; the dealer 7D TC = 17.
    for (const input of [{ type: 'stand' }, { type: 'stand' }, ...cards('TC')] as TableInput[])
      live.input(input);
    expect(live.input({ type: 'leave', box: 2 })).toMatchObject({ ok: true });
  });

  it('replays to the same seats as the live table', () => {
    const live = played([
      { type: 'seat', box: 2, player: 'P-1', name: 'ann' },
      { type: 'leave', box: 2 },
    ]);
    expect(contextOf(live.replay().state.table as TableSnapshot).seats).toEqual(seats(live));
  });
});
