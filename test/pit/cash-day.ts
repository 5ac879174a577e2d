import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { runSabot } from '../support/run-cli.js';

const OPEN = [
  '{"type":"table","profile":"classic-6d","min":5,"max":1000}',
  '{"type":"table-open","inventory":{"5":100,"25":80,"100":40},"by":{"croupier":"lea","supervisor":"pat"}}',
  '{"type":"seat","box":1,"player":"P-1","name":"ann"}',
  '{"type":"seat","box":2,"player":"P-2","name":"dan"}',
];
const buy = (box: number, amount: number) => `{"type":"buy-in","box":${box},"amount":${amount}}`;

/**
 * Three tables of one gaming day, each played from its own minute (an input a minute after it),
 * worked by hand (US Title 31):
 *   bj-1 from 17:00: ann 2,000 at 17:04; dan 2,900 at 17:05 and 17:06
 *   bj-2 from 17:10: ann 1,500 at 17:14; dan 2,900 at 17:15 and 17:16
 *   bj-3 from 17:20: ann 3,000 at 17:24 and 4,000 at 17:25
 * ann: 2,000 + 1,500 + 3,000 + 4,000 = 10,500 at three tables, over 10,000 at the 4,000; her
 * 3,000 and 4,000 are logged. dan: 4 × 2,900 = 11,600 at two tables, over 10,000 at his fourth;
 * none logged, each just under 3,000: structuring. No table alone sees a report due.
 */
export const CASH_DAY: readonly (readonly [string, string, readonly string[]])[] = [
  ['bj-1', '2026-11-02T17:00:00Z', [buy(1, 2_000), buy(2, 2_900), buy(2, 2_900)]],
  ['bj-2', '2026-11-02T17:10:00Z', [buy(1, 1_500), buy(2, 2_900), buy(2, 2_900)]],
  ['bj-3', '2026-11-02T17:20:00Z', [buy(1, 3_000), buy(1, 4_000)]],
];

/**
 * The cash day's three tables played by `sabot play` into logs in `dir` and shipped to the center
 * at `url`; `alone` looks at each log before it is shipped.
 */
export async function shipCashDay(
  dir: string,
  url: string,
  alone: (db: string) => Promise<void> = async () => undefined,
): Promise<void> {
  for (const [table, from, buyIns] of CASH_DAY) {
    const script = join(dir, `${table}.jsonl`);
    writeFileSync(script, `${[...OPEN, ...buyIns].join('\n')}\n`);
    const db = join(dir, `${table}.db`);
    const played = await runSabot(
      'play',
      '--db',
      db,
      '--script',
      script,
      '--from',
      from,
      '--pace',
      '60',
      '--time-zone',
      'UTC',
    );
    expect(played.code, played.err).toBe(0);
    await alone(db);
    const shipped = await runSabot('ship', '--db', db, '--pg', url);
    expect(shipped.code, shipped.err).toBe(0);
  }
}
