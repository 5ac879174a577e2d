import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { EventStore } from '../../../app/core/log/event-store.js';
import { verifyLog } from '../../../app/core/log/verify.js';
import { reasonOf } from '../../../app/core/sentences.js';
import { PitBossDesk } from '../../../app/core/table/pit-boss-desk.js';
import { TableService as Service, type TableService } from '../../../app/core/table/table-service.js';
import type { TableInput } from '../../../engine/round/inputs.js';
import { contextOf, phaseOf } from '../../../engine/round/table.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import { tempDir } from '../log/log-fixtures.js';

const keyboard = { source: 'keyboard', operator: 'croupier-1' } as const;
const boss = { operator: 'pit-boss-ana', pin: '482913' };

/**
 * The served table and another process on the same log file (a `sabot ruling` from the command
 * line, a script recorded with `sabot play --db`): two connections, as two processes have.
 */
function twoWriters() {
  const dbPath = join(tempDir(), 'table.db');
  const served = Service.open({ dbPath, profile: classic6d });
  const elsewhere = Service.open({ dbPath });
  return { dbPath, served, elsewhere };
}

function play(service: TableService, inputs: TableInput[]): void {
  for (const input of inputs) {
    const result = service.submit(input, keyboard);
    if (!result.ok) throw new Error(`${JSON.stringify(input)}: ${reasonOf(result)}`);
  }
}

const boxes = (service: TableService) => contextOf(service.snapshot).round.boxes.map((box) => box.box);

describe('a table whose log another process writes to', () => {
  it('folds what the other process appended before it decides, and tells its screens', () => {
    const { dbPath, served, elsewhere } = twoWriters();
    play(served, [{ type: 'bet', box: 1, amount: 10 }]);
    play(elsewhere, [{ type: 'bet', box: 2, amount: 10 }]);
    const heard: string[] = [];
    served.subscribe(({ events }) => heard.push(...events.map((event) => event.type)));

    // The other process's bet is in the log: the deal needs two boxes and has them.
    play(served, [{ type: 'deal' }]);
    expect(boxes(served)).toEqual([1, 2]);
    expect(heard).toEqual(['BetPlaced', 'BetsClosed']);
    expect(verifyLog(dbPath)).toMatchObject({ ok: true });
  });

  it('shows a round voided from the command line within a look, without an input', () => {
    const { served, elsewhere } = twoWriters();
    play(served, [
      { type: 'bet', box: 1, amount: 10 },
      { type: 'bet', box: 2, amount: 10 },
      { type: 'deal' },
    ]);
    const desk = new PitBossDesk(elsewhere);
    expect(desk.guard.setPin('pit-boss', boss.pin, { operator: 'manager' })).toBeNull();
    expect(desk.voidRound(1, 'the dealer exposed the shoe', boss)).toMatchObject({ ok: true });

    expect(contextOf(served.snapshot).round.voided).toBeNull();
    expect(served.catchUpWithLog()).toBe(true);
    expect(contextOf(served.snapshot).round.voided).toMatchObject({ reason: 'the dealer exposed the shoe' });
    expect(served.catchUpWithLog()).toBe(false);
    // The voided round is over: the next bet opens round 2 on the served table too.
    play(served, [{ type: 'bet', box: 1, amount: 10 }]);
    expect(contextOf(served.snapshot).round.number).toBe(2);
  });

  it('decides again when the other process appends between its decision and its commit', () => {
    const { dbPath, served, elsewhere } = twoWriters();
    play(served, [{ type: 'bet', box: 1, amount: 10 }]);
    // The next append is the served table's: the other process's bet slips in just before it.
    const append = EventStore.prototype.append;
    let sneaked = false;
    const sneaking = vi.spyOn(EventStore.prototype, 'append').mockImplementation(function (
      this: EventStore,
      ...args
    ) {
      if (!sneaked) {
        sneaked = true;
        play(elsewhere, [{ type: 'bet', box: 2, amount: 25 }]);
      }
      return append.apply(this, args);
    });

    play(served, [{ type: 'bet', box: 3, amount: 10 }]);
    sneaking.mockRestore();
    expect(sneaked).toBe(true);
    expect(boxes(served)).toEqual([1, 2, 3]);
    const bets = served.log.readFrom(1).filter((event) => event.type === 'BetPlaced');
    expect(bets.map((event) => (event.data as { box: number }).box)).toEqual([1, 2, 3]);
    expect(phaseOf(served.snapshot)).toBe('betting');
    expect(verifyLog(dbPath)).toMatchObject({ ok: true });
  });
});
