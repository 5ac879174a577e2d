import { describe, expect, it } from 'vitest';
import { foldStream } from '../../../engine/log/fold-log.js';
import type { LogEvent } from '../../../engine/log/log-events.js';
import { say } from '../../../engine/refusals/message.js';
import { refused } from '../../../engine/result.js';
import { applyEvent, contextOf, type TableSnapshot } from '../../../engine/round/table.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import { EVENT_KINDS, type EventKind, type EventKinds } from '../../../engine/table/event-kinds.js';
import { InMemoryTable } from './in-memory-table.js';

/** A type this Sabot does not have: a box reserved for a player on the way (it seats "reserved"). */
type BoxReserved = { readonly type: 'BoxReserved'; readonly box: number };
const reserved = { type: 'BoxReserved', box: 4 } as unknown as LogEvent;

const boxReserved: EventKind<BoxReserved> = {
  evolve: (table, event) =>
    table
      ? applyEvent(table, { type: 'SeatTaken', box: event.box, player: 'reserved' })
      : refused(say('fact.table-not-opened')),
  refolds: false,
  flagsCorrection: false,
  audited: false,
};
/** The kinds table with one entry more: the seam a new type goes through. */
const extended = { ...EVENT_KINDS, BoxReserved: boxReserved } as unknown as EventKinds;

const seats = (table: TableSnapshot | null) => (table ? contextOf(table).seats : null);

describe('a new type of fact, added to the kinds table', () => {
  it('is applied by the live table (decide → append → evolve) and by replay alike', () => {
    const live = new InMemoryTable(classic6d, extended);
    expect(live.input({ type: 'bet', box: 1, amount: 10 }).ok).toBe(true);
    live.record({ facts: [{ event: reserved, round: 1 }], refoldsFrom: null }, 'keyboard');
    expect(live.input({ type: 'bet', box: 2, amount: 10 }).ok).toBe(true);

    expect(seats(live.state.table)).toEqual({ 4: 'reserved' });
    const replayed = live.replay();
    expect(replayed.skipped).toEqual([]);
    expect(replayed.state).toEqual(live.state);
  });

  it('without its entry, replay reports every fact of it instead of skipping it without a word', () => {
    const live = new InMemoryTable(classic6d, extended);
    live.record({ facts: [{ event: reserved, round: 1 }], refoldsFrom: null }, 'keyboard');
    const fold = foldStream(live.logged, [], null);
    expect(fold.skipped).toEqual([
      {
        position: 2,
        type: 'BoxReserved',
        refusal: { code: 'fact.unknown-type', params: { type: 'BoxReserved' } },
      },
    ]);
    expect(seats(fold.snapshot)).toEqual({});
  });
});

describe('the kinds table at compile time', () => {
  it('lists every type of fact: one left out does not compile', () => {
    const { RoundSettled: _left, ...incomplete } = EVENT_KINDS;
    // @ts-expect-error RoundSettled has no entry: `npm run typecheck` fails on a kinds table like this one
    const kinds: EventKinds = incomplete;
    expect(Object.keys(kinds)).not.toContain('RoundSettled');
  });
});
