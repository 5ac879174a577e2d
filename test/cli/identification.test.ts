import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../core/log/log-fixtures.js';
import { runSabot } from '../support/run-cli.js';

/**
 * A day of buy-ins at a table that reports a patron's cash above 10,000 (US Title 31), played by
 * `sabot play --identify-above 10000`, worked by hand:
 *   line 5–7  ann (P-1) 2,000 + 1,500 + 3,000 = 6,500
 *   line 8    ann 4,000 → 10,500: held, identification required (nothing recorded)
 *   line 9    ann 4,000 identified: recorded, its fact saying so
 *   line 10   ann 500: recorded without asking (her identification was seen today)
 *   line 11   dan (no card) 10,001 at once: held
 *   line 12   dan 20,000 on a marker: recorded (a marker is not cash)
 */
const SCRIPT = [
  '{"type":"table","profile":"classic-6d","min":5,"max":2000}',
  '{"type":"table-open","inventory":{"5":100,"25":80,"100":40},"by":{"croupier":"lea","supervisor":"pat"}}',
  '{"type":"seat","box":1,"player":"P-1","name":"ann"}',
  '{"type":"seat","box":2,"player":"dan"}',
  '{"type":"buy-in","box":1,"amount":2000}',
  '{"type":"buy-in","box":1,"amount":1500}',
  '{"type":"buy-in","box":1,"amount":3000}',
  '{"type":"buy-in","box":1,"amount":4000}',
  '{"type":"buy-in","box":1,"amount":4000,"identified":true}',
  '{"type":"buy-in","box":1,"amount":500}',
  '{"type":"buy-in","box":2,"amount":10001}',
  '{"type":"buy-in","box":2,"amount":20000,"method":"marker"}',
];

describe('sabot play --identify-above: a buy-in over the report level waits for identification', () => {
  it('holds exactly the buy-ins that take a patron over it unidentified, and records the rest', async () => {
    const dir = tempDir();
    const script = join(dir, 'day.jsonl');
    writeFileSync(script, `${SCRIPT.join('\n')}\n`);
    const db = join(dir, 'bj-5.db');
    const played = await runSabot(
      'play',
      '--db',
      db,
      '--script',
      script,
      '--identify-above',
      '10000',
      '--from',
      '2026-11-02T17:00:00Z',
      '--pace',
      '60',
      '--time-zone',
      'UTC',
    );
    expect(played.code).toBe(3);
    expect(played.out).toContain(
      'line 8 refused: IDENTIFICATION REQUIRED before this buy-in: ann (P-1) has bought in 6,500 in cash this gaming day, and this 4,000 takes them to 10,500, over 10,000.',
    );
    expect(played.out).toContain(
      'line 11 refused: IDENTIFICATION REQUIRED before this buy-in: dan has bought in 0',
    );
    expect(played.out.match(/refused/g)).toHaveLength(2);
    const log = new Database(db, { readonly: true });
    const sold = log
      .prepare<[], { data: string }>("SELECT data FROM events WHERE type = 'ChipsSold' ORDER BY position")
      .all()
      .map((row) => JSON.parse(row.data) as { amount: number; identified?: true; method: string });
    log.close();
    expect(sold.map((s) => [s.amount / 100, s.method, s.identified === true])).toEqual([
      [2000, 'cash', false],
      [1500, 'cash', false],
      [3000, 'cash', false],
      [4000, 'cash', true],
      [500, 'cash', false],
      [20000, 'marker', false],
    ]);
    // The table's own report due: ann's 11,000 of cash, due at the identified buy-in.
    const ctr = JSON.parse((await runSabot('compliance', 'ctr', '--db', db, '--json')).out);
    expect(ctr.patrons.map((p: { player: string; cashIn: number }) => [p.player, p.cashIn])).toEqual([
      ['P-1', 11_000],
    ]);
  });

  it('asks nothing without a report level', async () => {
    const dir = tempDir();
    const script = join(dir, 'day.jsonl');
    writeFileSync(script, `${SCRIPT.join('\n')}\n`);
    const played = await runSabot('play', '--db', join(dir, 't.db'), '--script', script);
    expect(played.code).toBe(0);
  });
});
