import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LiveTable } from '../../../app/core/devices/live-table.js';
import { simulatedShoeLoads } from '../../../app/core/devices/simulated-shoe-record.js';
import { reasonOf } from '../../../app/core/sentences.js';
import type { Card } from '../../../engine/cards/card.js';
import { phaseOf } from '../../../engine/round/table.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import { onLogFile } from '../../support/log-file.js';
import { until } from '../../support/until.js';
import { tempDir } from '../log/log-fixtures.js';

const CARDS_IN_NEW_SHOE = 3;

/** The cards the log holds, in the order they came out of the shoe. */
const drawnCards = (table: LiveTable): Card[] =>
  table.service.log
    .readFrom(1)
    .flatMap((event) => (event.type === 'CardDrawn' ? [(event.data as { card: Card }).card] : []));

/**
 * A croupier's session on the simulated shoe: a round of two boxes played out from the first shoe,
 * a new shoe, then cards from it; the cards the log holds and the shoes its device journal records.
 */
async function simulatedSession(seed?: number) {
  const opened = await LiveTable.open({
    dbPath: join(tempDir(), 'sim.db'),
    profile: classic6d,
    device: 'sim',
    operator: 'croupier-1',
    ...(seed !== undefined && { seed }),
  });
  if (!opened.ok) throw new Error(reasonOf(opened));
  const table = opened.value;
  try {
    const pull = async (count: number) => {
      for (let card = 0; card < count; card++) {
        const before = drawnCards(table).length;
        expect(await table.key('')).toEqual({ ok: true, value: undefined });
        await until('the card on the table', () => drawnCards(table).length > before);
      }
    };
    const deal = async () => {
      for (const line of ['b1 10', 'b2 10', 'deal']) expect((await table.key(line)).ok).toBe(true);
    };
    // Every box stands as soon as it may: the same keys for the same cards.
    await deal();
    for (
      let phase = phaseOf(table.service.snapshot);
      phase !== 'settled';
      phase = phaseOf(table.service.snapshot)
    ) {
      if (phase === 'players' && (await table.key('s')).ok) continue;
      if (phase === 'insurance') await table.key('n');
      else await pull(1);
    }
    expect((await table.key('shuffle')).ok).toBe(true);
    // A card pulled at once waits for the new shoe to be switched on.
    await deal();
    await pull(CARDS_IN_NEW_SHOE);
    const hellos = table.service
      .openDeviceJournal()
      .readFrom(1)
      .filter((row) => (row.decoded as { kind?: string } | null)?.kind === 'hello')
      .map((row) => row.position);
    return { cards: drawnCards(table), loads: onLogFile(table.service.log.path, simulatedShoeLoads), hellos };
  } finally {
    await table.close();
  }
}

describe("the simulated shoe's seed", () => {
  it('given no seed, then each shoe records the one the clock gave, before its first frame', async () => {
    const { cards, loads, hellos } = await simulatedSession();
    expect(cards.length).toBeGreaterThanOrEqual(5 + CARDS_IN_NEW_SHOE);
    const [first, second] = loads;
    expect(first?.seed).toEqual(expect.any(Number));
    expect(second?.seed).toBe((first?.seed ?? 0) + 1);
    // Each shoe's record comes before the hello its reader says when switched on, and after the last shoe's.
    expect(hellos).toHaveLength(loads.length);
    loads.forEach((load, index) => {
      expect(hellos[index]).toBeGreaterThan(load.position);
      expect(hellos[index - 1] ?? 0).toBeLessThan(load.position);
    });
    // The shoe as data, not an English sentence: a reader words it in its own language.
    expect(first).toMatchObject({ decks: 6, cutCardAfter: 234 });
  });

  it('given the recorded seed, when the session is dealt again, then the same cards come out', async () => {
    const original = await simulatedSession();
    const seed = original.loads[0]?.seed;
    if (seed === undefined) throw new Error('no seed recorded');
    const again = await simulatedSession(seed);
    expect(again.cards).toEqual(original.cards);
    expect(again.loads.map((load) => load.seed)).toEqual(original.loads.map((load) => load.seed));
    const other = await simulatedSession(seed + 1000);
    expect(other.cards).not.toEqual(original.cards);
  });
});
