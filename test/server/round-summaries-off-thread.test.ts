import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RoundSummary } from '../../app/contract.js';
import { tempDir } from '../core/log/log-fixtures.js';
import { ROOT, requireBuild } from '../e2e/serve-process.js';

/**
 * The round list's first fold as the built server runs it, on a worker thread (a worker can only
 * start a compiled file, so this loads the build, service and all): this thread keeps serving the
 * table while it reads, and what the table played and corrected meanwhile is in the list it gives.
 */
const BOSS = { operator: 'pit-boss-ana', pin: '482913' };
const SHOE = { source: 'shoe', operator: 'croupier-7' } as const;

async function built<Module>(path: string): Promise<Module> {
  return (await import(join(ROOT, 'dist', path))) as Module;
}

async function builtModules() {
  requireBuild();
  return {
    ...(await built<typeof import('../../app/core/table/table-service.js')>(
      'app/core/table/table-service.js',
    )),
    ...(await built<typeof import('../../app/core/table/pit-boss-desk.js')>(
      'app/core/table/pit-boss-desk.js',
    )),
    ...(await built<typeof import('../../app/server/round-summaries.js')>('app/server/round-summaries.js')),
    ...(await built<typeof import('../../app/server/round-summaries-feed.js')>(
      'app/server/round-summaries-feed.js',
    )),
    ...(await built<typeof import('../core/crash/session-driver.js')>('test/core/crash/session-driver.js')),
    ...(await built<typeof import('../../engine/round/table.js')>('engine/round/table.js')),
    ...(await built<typeof import('../../engine/rules/profiles/classic-6d.js')>(
      'engine/rules/profiles/classic-6d.js',
    )),
  };
}

describe('the round list folded on another thread', () => {
  it('leaves this thread serving the table while it reads, and lists what was played and corrected meanwhile', async () => {
    const { TableService, PitBossDesk, SessionDriver, listRounds, roundSummariesOf, contextOf, classic6d } =
      await builtModules();
    const dbPath = join(tempDir(), 'table.db');
    const service = TableService.open({ dbPath, profile: classic6d });
    const desk = new PitBossDesk(service);
    desk.guard.setPin('pit-boss', BOSS.pin, { operator: 'manager' });
    const driver = new SessionDriver(43, 3);
    const playOne = () => {
      const result = service.submit(driver.next(service.snapshot), SHOE);
      if (!result.ok) throw new Error(result.reason);
    };
    // A long evening, its disk syncs batched as the benchmark's million-fact log is built.
    service.db.transaction(() => {
      while (contextOf(service.snapshot).round.number <= 150) playOne();
    })();
    const misread = service.store.readStream('round-20').find((event) => event.type === 'CardDrawn');
    if (!misread) throw new Error('round 20 drew no card');
    const card = (misread.data as { card: string }).card;
    const sameRankOtherSuit = `${card.slice(0, -1)}${card.endsWith('H') ? 'S' : 'H'}`;

    let turns = 0;
    const playing = setInterval(() => {
      turns++;
      if (turns <= 40) playOne();
      if (turns === 3) desk.correctCard(misread.position, sameRankOtherSuit, 'misread', BOSS);
    }, 0);
    const listed: RoundSummary[] = await roundSummariesOf(service, dbPath, {});
    const replayed = listRounds(service, {});
    clearInterval(playing);

    expect(turns).toBeGreaterThan(3);
    expect(listed).toEqual(replayed);
    expect(listed.find((summary) => summary.round === 20)?.flags).toContain('correction');
    expect(await roundSummariesOf(service, dbPath, {})).toEqual(listRounds(service, {}));
    service.close();
  });
});
