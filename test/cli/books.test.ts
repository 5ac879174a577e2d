import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../core/log/log-fixtures.js';
import { runSabot, runSabotWithInput } from '../support/run-cli.js';

const BOSS_PIN = '482913';
const CROUPIER_PIN = '135790';

/** A table's log (a script played into it) with the pit boss's and the croupier's PINs. */
async function tableWithPins(script = 'push'): Promise<string> {
  const db = join(tempDir(), 'table.db');
  expect(
    (await runSabot('play', '--script', `test/scenarios/classic-6d/${script}.jsonl`, '--db', db)).code,
  ).toBe(0);
  const pins = { 'pit-boss': BOSS_PIN, croupier: CROUPIER_PIN };
  for (const [role, pin] of Object.entries(pins)) {
    const argv = ['pin', 'set', '--db', db, '--operator', 'manager', '--role', role];
    const set = await runSabotWithInput([pin], ...argv);
    expect(set.code).toBe(0);
  }
  return db;
}

const books = (db: string, pins: string[], ...argv: string[]) =>
  runSabotWithInput(pins, 'books', argv[0] as string, '--db', db, '--operator', 'pat', ...argv.slice(1));

const lastFact = (db: string) => {
  const log = new Database(db, { readonly: true });
  const row = log.prepare('SELECT type, data, metadata FROM events ORDER BY position DESC LIMIT 1').get() as {
    type: string;
    data: string;
    metadata: string;
  };
  log.close();
  return { type: row.type, data: JSON.parse(row.data), metadata: JSON.parse(row.metadata) };
};

describe('sabot books: the pit boss without a screen', () => {
  it('names the croupier, opens, fills and closes with the PINs from standard input, each signed', async () => {
    const db = await tableWithPins();
    const named = await books(db, [BOSS_PIN], 'croupier', '--name', 'lea');
    expect(named.err).toBe('');
    expect(named.out).toBe('lea deals from now.\n');
    // Asked for, each fact's type and place in the log as well.
    const verbose = await books(db, [BOSS_PIN], 'limits', '--min', '10', '--max', '1000', '--verbose');
    expect(verbose.out).toMatch(
      /^Limits 10–1,000 recorded\. \[LimitsChanged at position \d+, round-\d+\]\n$/,
    );
    expect((await books(db, [BOSS_PIN, CROUPIER_PIN], 'open', '--count', '25=80,100=40')).code).toBe(0);
    const fill = await books(
      db,
      [BOSS_PIN, CROUPIER_PIN],
      'fill',
      '--slip',
      'F-0007',
      '--count',
      '100=20',
      '--cashier',
      'cid',
      '--runner',
      'rob',
    );
    expect(fill.code).toBe(0);
    expect(lastFact(db)).toMatchObject({
      type: 'FillReceived',
      data: { slip: 'F-0007', by: { croupier: 'lea', supervisor: 'pat', cashier: 'cid', runner: 'rob' } },
      metadata: { operator: 'pat', croupier: 'lea' },
    });
    expect((await books(db, [BOSS_PIN, CROUPIER_PIN], 'close', '--count', '25=80,100=60')).code).toBe(0);
    expect(lastFact(db).type).toBe('CloserCounted');
    expect((await runSabot('verify', '--db', db)).code).toBe(0);
  });

  it('voids a buy-in by its number with the pit boss PIN: the report lists it void, by pat, out of the drop', async () => {
    // shift-full.jsonl sells 200 at box 1 (buy-in 1) and 500 on a marker at box 2 (buy-in 2).
    const db = await tableWithPins('shift-full');
    const report = async () =>
      JSON.parse((await runSabot('report', 'shift', '--db', db, '--time-zone', 'UTC', '--json')).out) as {
        drop: number;
        markers: number;
        buyIns: { buyIn: number; amount: number; void: { reason: string; by: string } | null }[];
      };
    expect((await report()).drop).toBe(700);
    const voided = await books(db, [BOSS_PIN], 'void-buy-in', '--buy-in', '2', '--reason', 'marker torn up');
    expect(voided.err).toBe('');
    expect(voided.code).toBe(0);
    expect(lastFact(db)).toMatchObject({
      type: 'BuyInVoided',
      data: { buyIn: 2, reason: 'marker torn up' },
      metadata: { operator: 'pat' },
    });
    const after = await report();
    expect({ drop: after.drop, markers: after.markers }).toEqual({ drop: 200, markers: 0 });
    expect(after.buyIns.map((sold) => [sold.buyIn, sold.amount, sold.void])).toEqual([
      [1, 200, null],
      [2, 500, expect.objectContaining({ reason: 'marker torn up', by: 'pat' })],
    ]);
    const again = await books(db, [BOSS_PIN], 'void-buy-in', '--buy-in', '2', '--reason', 'twice');
    expect(again.code).toBe(3);
    expect(again.err).toContain('buy-in 2 is already void');
    const unknown = await books(db, [BOSS_PIN], 'void-buy-in', '--buy-in', '9', '--reason', 'no such');
    expect(unknown.err).toContain('there is no buy-in 9: the table has recorded 2 buy-ins, numbered from 1');
    const wrongPin = await books(db, ['000000'], 'void-buy-in', '--buy-in', '1', '--reason', 'mistyped');
    expect(wrongPin.code).toBe(3);
    expect((await report()).drop).toBe(200);
  });

  it('given a table opened with --buy-in-confirm 2, then a buy-in above twice its maximum is asked again, and taken confirmed', async () => {
    const dir = tempDir();
    const db = join(dir, 'table.db');
    const play = (script: string, ...extra: string[]) =>
      runSabot('play', '--script', script, '--db', db, ...extra);
    expect((await play('test/scenarios/classic-6d/push.jsonl', '--buy-in-confirm', '2')).code).toBe(0);
    const buyIn = (line: string) => {
      const script = join(dir, `${Math.random().toString(36).slice(2)}.jsonl`);
      writeFileSync(script, `${line}\n`);
      return play(script);
    };
    const asked = await buyIn('{"type":"buy-in","box":1,"amount":1001}');
    expect(asked.code).toBe(3);
    expect(asked.out).toContain(
      'a buy-in of 1,001 is more than 2 times the table maximum of 500: check the amount; if it is right, record it again, confirmed',
    );
    // Past the question, each meets the next rule: this table keeps no books, so sells no chips.
    for (const line of [
      '{"type":"buy-in","box":1,"amount":1000}',
      '{"type":"buy-in","box":1,"amount":1001,"confirmed":true}',
    ])
      expect((await buyIn(line)).out).toContain('chips are sold only at an open table');
  });

  it('refuses a wrong croupier PIN, a reused slip and a count that is no count, each with a sentence', async () => {
    const db = await tableWithPins();
    await books(db, [BOSS_PIN], 'croupier', '--name', 'lea');
    const wrong = await books(db, [BOSS_PIN, '000000'], 'open', '--count', '25=80');
    expect(wrong.code).toBe(3);
    expect(wrong.err).toContain('wrong croupier PIN: record the opener refused');
    await books(db, [BOSS_PIN, CROUPIER_PIN], 'open', '--count', '25=80');
    const cage = ['--cashier', 'cid', '--runner', 'rob'];
    await books(db, [BOSS_PIN, CROUPIER_PIN], 'fill', '--slip', 'F-0001', '--count', '100=2', ...cage);
    const reused = await books(
      db,
      [BOSS_PIN, CROUPIER_PIN],
      'fill',
      '--slip',
      'F-0001',
      '--count',
      '100=2',
      ...cage,
    );
    expect(reused.code).toBe(3);
    expect(reused.err).toContain('slip F-0001 is already recorded: the next slip is F-0002');
    const notACount = await books(db, [BOSS_PIN, CROUPIER_PIN], 'close', '--count', '25=many');
    expect(notACount.code).toBe(2);
    expect(notACount.err).toContain('--count takes chips by value, as 25=80,100=40, not "25=many"');
  });

  it('refuses one chip value under another spelling, or named twice, so that the count cap holds', async () => {
    const db = await tableWithPins();
    await books(db, [BOSS_PIN], 'croupier', '--name', 'lea');
    const spelled = await books(
      db,
      [BOSS_PIN, CROUPIER_PIN],
      'open',
      '--count',
      '1000=1000000,01000=1000000',
    );
    expect(spelled.code).toBe(3);
    expect(spelled.err).toContain('write the 1000 chip as 1000, not "01000"');
    const twice = await books(db, [BOSS_PIN, CROUPIER_PIN], 'open', '--count', '25=80,25=40');
    expect(twice.code).toBe(2);
    expect(twice.err).toContain('--count names the 25 chip twice');
    expect(lastFact(db).type).toBe('CroupierChanged');
  });
});
