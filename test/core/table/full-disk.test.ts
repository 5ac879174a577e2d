import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyLog } from '../../../app/core/log/verify.js';
import { TableService } from '../../../app/core/table/table-service.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import { ceilingLifted, ceilingOnLog } from '../../support/log-connections.js';
import { tempDir } from '../log/log-fixtures.js';

const croupier = { source: 'keyboard', operator: 'croupier-1' } as const;

/**
 * The table service on a log that SQLite's page ceiling (max_page_count) has filled: SQLite says
 * "database or disk is full" exactly as for a full disk, on this very connection.
 */
describe('the table service when its log has no room left (the disk simulated with max_page_count)', () => {
  it('max_page_count: refuses with log.disk-full, keeps the table as the log holds it, and goes on once room returns', () => {
    const dbPath = join(tempDir(), 'table.db');
    const service = TableService.open({ dbPath, profile: classic6d });
    const heard: boolean[] = [];
    service.space.subscribe((full) => heard.push(full));
    const bet = (n: number) =>
      service.submit({ type: 'bet', box: 1 + (n % 7), amount: 10, bettor: `p${n}` }, croupier);
    expect(bet(0).ok).toBe(true);

    ceilingOnLog(dbPath);
    let accepted = 1;
    let refused = bet(accepted);
    while (refused.ok && accepted < 21) refused = bet(++accepted);
    expect(refused).toMatchObject({ ok: false, refusal: { code: 'log.disk-full', params: {} } });
    expect(service.space.full).toBe(true);
    // Nothing half-written: the live table is the log's own fold, and the chain verifies.
    const live = JSON.stringify(service.snapshot.context.round);
    const stored = TableService.open({ dbPath });
    expect(JSON.stringify(stored.snapshot.context.round)).toBe(live);
    stored.close();
    expect(verifyLog(dbPath)).toMatchObject({ ok: true, events: accepted + 1 });

    ceilingLifted(dbPath);
    expect(bet(accepted).ok).toBe(true);
    expect(service.space.full).toBe(false);
    expect(heard.at(-1)).toBe(false);
    expect(heard.filter((full) => full).length).toBeGreaterThanOrEqual(1);
    service.close();
    expect(verifyLog(dbPath)).toMatchObject({ ok: true, events: accepted + 2 });
  });
});
