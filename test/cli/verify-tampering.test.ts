import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  truncateSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealOf } from '../../app/core/log/sealed-books.js';
import { hashPin } from '../../app/core/roles/pin-hash.js';
import { tamper, tempDir } from '../core/log/log-fixtures.js';
import { requireBuild } from '../e2e/serve-process.js';
import { keyTable } from '../support/key-table.js';
import { runSabot, runSabotWithInput } from '../support/run-cli.js';

const bin = fileURLToPath(new URL('../../bin/sabot.js', import.meta.url));

const PIT_BOSS_PIN = '482913';

/**
 * A table as the pit finds it after a shift: facts and shoe frames from `sabot table` on the
 * simulated shoe, refusals, a pit-boss PIN set, a wrong PIN tried.
 */
let original: string;
let shiftFolder: string;
afterAll(() => rmSync(shiftFolder, { recursive: true, force: true }));
beforeAll(async () => {
  shiftFolder = mkdtempSync(join(tmpdir(), 'sabot-shift-'));
  original = join(shiftFolder, 'shift.db');
  const played = await keyTable(
    ['--db', original, '--profile', 'classic-6d', '--seed', '3'],
    ['b1 10 ann', 'b2 10 bob', 'deal', '', '', '', '', 'b3 1 eve', 'quit'],
  );
  expect(played.code).toBe(0);
  const set = await runSabotWithInput(
    [PIT_BOSS_PIN],
    'pin',
    'set',
    '--db',
    original,
    '--operator',
    'manager',
  );
  expect(set.code).toBe(0);
  const wrong = await runSabotWithInput(
    ['000000'],
    ...['ruling', 'note', '--db', original, '--round', '1', '--text', 'a dispute', '--operator', 'someone'],
  );
  expect(wrong.code).toBe(3);
}, 60_000);

/** A copy of the shift's log and its head file, for one attack. */
function copyOfShift(): string {
  const db = join(tempDir(), 'table.db');
  cpSync(original, db);
  cpSync(`${original}.head`, `${db}.head`);
  return db;
}

const count = (db: string, table: string): number =>
  (new Database(db, { readonly: true }).prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number })
    .n;

async function notIntact(db: string): Promise<string> {
  const run = await runSabot('verify', '--db', db);
  expect(run.code).toBe(3);
  expect(run.err).toContain(`${db} is NOT intact`);
  expect(run.err).not.toContain('internal error');
  return run.err;
}

describe('sabot verify names each tampering of the journals, the PINs and the head file', () => {
  requireBuild();

  it('given the shift untouched, then it is intact, with rows in every book', async () => {
    const db = copyOfShift();
    expect(count(db, 'journal')).toBeGreaterThanOrEqual(3);
    expect(count(db, 'device_journal')).toBeGreaterThan(0);
    expect(count(db, 'pins')).toBe(1);
    const run = await runSabot('verify', '--db', db);
    expect(run.code).toBe(0);
    expect(run.out).toContain('intact');
  });

  it('given a security-journal row erased, then verify names the missing entry', async () => {
    const db = copyOfShift();
    tamper(
      db,
      "DELETE FROM journal WHERE position = (SELECT min(position) FROM journal WHERE kind = 'security')",
    );
    expect(await notIntact(db)).toMatch(/entry \d+ of the journal is missing/);
  });

  it('given the last journal row erased, then verify names it through the head file', async () => {
    const db = copyOfShift();
    tamper(db, 'DELETE FROM journal WHERE position = (SELECT max(position) FROM journal)');
    expect(await notIntact(db)).toMatch(
      /entry \d+ of the journal, which the chain head file records, is missing/,
    );
  });

  it('given a journal row rewritten, then verify names the altered entry', async () => {
    const db = copyOfShift();
    tamper(db, "UPDATE journal SET operator = 'nobody', reason = 'nothing happened' WHERE position = 1");
    expect(await notIntact(db)).toContain(
      'entry 1 of the journal was altered or put in after it was written',
    );
  });

  it("given the device journal's rows deleted, then verify names the frames lost", async () => {
    const db = copyOfShift();
    tamper(db, 'DELETE FROM device_journal');
    expect(await notIntact(db)).toMatch(
      /entry \d+ of the device journal, which the chain head file records, is missing/,
    );
  });

  it('given a pit-boss PIN row forged with a correct seal, then verify names it and a ruling with it is refused', async () => {
    const db = copyOfShift();
    const forger = new Database(db, { readonly: true });
    const last = forger.prepare('SELECT position, seal FROM pins ORDER BY position DESC LIMIT 1').get() as {
      position: number;
      seal: string;
    };
    forger.close();
    const row = ['pit-boss', hashPin('1111'), '2026-12-01T03:00:00.000Z', 'manager'];
    const seal = sealOf(last.seal, last.position + 1, row);
    tamper(
      db,
      `INSERT INTO pins (position, role, hash, set_at, set_by, prev_seal, seal) VALUES (${last.position + 1}, ${row.map((value) => `'${value}'`).join(', ')}, '${last.seal}', '${seal}')`,
    );
    expect(await notIntact(db)).toContain(
      `the pit-boss PIN in row ${last.position + 1} of the PIN table was not set through Sabot (no sealed journal entry names it)`,
    );

    const ruling = await runSabotWithInput(
      ['1111'],
      ...['ruling', 'void', '--db', db, '--round', '1', '--reason', 'forged', '--operator', 'intruder'],
    );
    expect(ruling.code).toBe(3);
    expect(ruling.err).toContain('was not set through Sabot');
    expect(ruling.out).not.toContain('recorded');
  });

  it('given a head file at position 0, then verify says it is not a chain head', async () => {
    const db = copyOfShift();
    writeFileSync(`${db}.head`, `{"position":0,"hash":"${'0'.repeat(64)}"}\n`);
    expect(await notIntact(db)).toContain(
      'is not a chain head (it records position 0, and a head names a fact (position 1 or later)',
    );
  });

  it('given a head file at a negative position, then verify says it is not a chain head', async () => {
    const db = copyOfShift();
    writeFileSync(`${db}.head`, `{"position":-3,"hash":"${'a'.repeat(64)}"}\n`);
    expect(await notIntact(db)).toContain('it records position -3');
  });

  it('given a head file behind the log, then verify names the facts after it', async () => {
    const db = copyOfShift();
    const reader = new Database(db, { readonly: true });
    const last = reader.prepare('SELECT max(position) AS n FROM events').get() as { n: number };
    const before = reader.prepare('SELECT hash FROM events WHERE position = ?').get(last.n - 2) as {
      hash: string;
    };
    reader.close();
    writeFileSync(`${db}.head`, `${JSON.stringify({ position: last.n - 2, hash: before.hash })}\n`);
    expect(await notIntact(db)).toContain(
      `at position ${last.n - 1}: the log holds 2 facts after its chain head file (position ${last.n - 2}, the log reaches ${last.n})`,
    );
  });
});

describe('sabot verify with a head file that is no file of a head', () => {
  it('given a folder in its place, then it says so', async () => {
    const db = copyOfShift();
    rmSync(`${db}.head`);
    mkdirSync(`${db}.head`);
    expect(await notIntact(db)).toContain(
      `the chain head file ${db}.head is not a chain head (it is a folder, not a file)`,
    );
  });

  it('given a file of 1 GB in its place, then it says so without reading it', async () => {
    const db = copyOfShift();
    truncateSync(`${db}.head`, 1024 ** 3);
    const started = Date.now();
    expect(await notIntact(db)).toContain('it holds 1073741824 bytes, where a head is one short line');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('a tampered log at start', () => {
  requireBuild();

  it('given a fact altered, when sabot table starts, then it refuses, naming the position', async () => {
    const db = copyOfShift();
    tamper(db, `UPDATE events SET data = '{"card":"AS","to":"dealer"}' WHERE position = 3`);
    const run = await keyTable(['--db', db], ['b1 10 ann', 'quit']);
    expect(run.code).toBe(3);
    expect(run.out).toContain(
      `the table cannot start on ${db}: the event at position 3 was altered after it was written`,
    );
    expect(run.out).toContain('nothing is recorded until a pit boss has verified the log');
    expect(run.out).not.toContain('internal error');
  });

  it('given a fact altered, when sabot serve starts, then it refuses before it listens', async () => {
    const db = copyOfShift();
    tamper(db, `UPDATE events SET data = '{"card":"AS","to":"dealer"}' WHERE position = 3`);
    const run = await runSabot('serve', '--db', db, '--port', '0');
    expect(run.code).toBe(3);
    expect(run.err).toContain(`the table cannot start on ${db}: the event at position 3 was altered`);
    expect(run.out).not.toContain('Dashboard');
  });

  it('given a log cut short, when sabot table starts, then it names the facts lost before any input', async () => {
    const db = copyOfShift();
    const last = count(db, 'events');
    tamper(db, `DELETE FROM events WHERE position > ${last - 2}`);
    const run = await keyTable(['--db', db], ['quit']);
    expect(run.code).toBe(3);
    expect(run.out).toContain(
      `the table cannot start on ${db}: the log was truncated after position ${last - 2}: the chain head file records position ${last}, so 2 facts after position ${last - 2} were lost`,
    );
    expect(run.out).not.toContain('internal error');
  });

  it('given the -wal file removed under a live table that is then killed, then start and verify name the facts lost', async () => {
    const db = join(tempDir(), 'table.db');
    const child = spawn(
      process.execPath,
      [bin, 'table', '--db', db, '--profile', 'classic-6d', '--seed', '3'],
      {
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += String(chunk);
    });
    const exited = new Promise((resolve) => child.once('close', resolve));
    child.stdin.write('b1 10 ann\nb2 10 bob\ndeal\n\n\n');
    const until = Date.now() + 20_000;
    while (!out.includes('bob') && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 500));
    expect(existsSync(`${db}-wal`)).toBe(true);
    unlinkSync(`${db}-wal`);
    child.kill('SIGKILL');
    await exited;

    const verified = await notIntact(db);
    expect(verified).toMatch(
      /the log was truncated after position 0: the chain head file records position \d+/,
    );
    expect(verified).toContain('was the -wal file beside the log removed');
    const started = await keyTable(['--db', db], ['quit']);
    expect(started.code).toBe(3);
    expect(started.out).toContain('was the -wal file beside the log removed');
  }, 40_000);
});
