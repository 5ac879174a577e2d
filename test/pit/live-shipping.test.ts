import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { TableMessage } from '../../app/contract.js';
import { headPathFor } from '../../app/core/log/chain-head.js';
import { tableMessage } from '../../app/server/table-message.js';
import { tempDir } from '../core/log/log-fixtures.js';
import { SocketClient, servedTable } from '../server/server-fixture.js';
import { runSabot } from '../support/run-cli.js';
import { startTcpGate } from '../support/tcp-gate.js';
import { central, pgClusterForFile, rowsOf, shippingTable, simulate } from './pit-fixtures.js';

const pgCluster = pgClusterForFile();
const NO_CENTER = 'postgres://sabot@127.0.0.1:1/postgres';
const bin = fileURLToPath(new URL('../../bin/sabot.js', import.meta.url));
const ROUND = ['b1 2 ann', 'deal', '9S', '5H', '8D', '7C', 's', 'KD'];

/**
 * `sabot table` in its own process (the shipping on its thread, as a croupier runs it): keys a
 * round, waits for the line `expected` says, quits; what it printed.
 */
function tableUntil(
  args: readonly string[],
  expected: RegExp,
): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, 'table', ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let quit = false;
    const timer = setTimeout(() => child.stdin.end('quit\n'), 20_000);
    const heard = (chunk: Buffer) => {
      out += String(chunk);
      if (!quit && expected.test(out)) {
        quit = true;
        child.stdin.end('quit\n');
      }
    };
    child.stdout.on('data', heard);
    child.stderr.on('data', heard);
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    });
    child.stdin.write(`${ROUND.join('\n')}\n`);
  });
}

describe('sabot table --pg', () => {
  it('given no center, then the table plays its round and says once that the center cannot be reached; given the center, it says the center holds every fact', async () => {
    const db = join(tempDir(), 'bj-term.db');
    const alone = await tableUntil(
      ['--db', db, '--profile', 'home-1d', '--seed', '3', '--pg', NO_CENTER],
      /Round 1 · settled[\s\S]*PIT since|PIT since[\s\S]*Round 1 · settled/,
    );
    expect(alone.code).toBe(0);
    expect(
      alone.out.match(/PIT since \S+: the central database 127\.0\.0\.1:1\/postgres cannot be reached/g),
    ).toHaveLength(1);
    expect(alone.out).toContain('Round 1 · settled');

    const shipped = await tableUntil(
      ['--db', db, '--seed', '3', '--pg', pgCluster().url, '--table-id', 'bj-term'],
      /PIT table bj-term: the center holds every fact[\s\S]*Round 2 · settled|Round 2 · settled[\s\S]*PIT table bj-term: the center holds every fact/,
    );
    expect(shipped.code).toBe(0);
    const local = rowsOf(db, 'SELECT count(*) AS n FROM events')[0] as { n: number };
    expect(
      await central(pgCluster().url, "SELECT count(*)::int AS n FROM pit_events WHERE table_id = 'bj-term'"),
    ).toEqual([local]);
  }, 60_000);

  it('given a table name the center does not take, then the table is not opened and the name is said', async () => {
    const table = ['table', '--db', join(tempDir(), 't.db'), '--profile', 'home-1d'];
    const out = await runSabot(...table, '--pg', NO_CENTER, '--table-id', 'bj 1');
    expect(out.code).toBe(2);
    expect(out.err).toContain('bj 1 is no table name at the center');
  });
});

describe("the croupier's header", () => {
  it('given a served table shipping to no center, then its screens see the shipping unreachable with the facts waiting; once the center answers, they are pushed it shipped', async () => {
    const gate = await startTcpGate(pgCluster().port);
    gate.shut();
    try {
      const url = `postgres://sabot@127.0.0.1:${gate.port}/postgres`;
      const fixture = await servedTable({ ship: { url, table: 'bj-ws' }, seed: 4 });
      const client = await SocketClient.connect(fixture);
      let seen = (await client.request('viewTable', {})).reply as TableMessage;
      const until = Date.now() + 10_000;
      while (seen.shipping?.state !== 'unreachable' && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        seen = (await client.request('viewTable', {})).reply as TableMessage;
      }
      expect(seen.shipping).toMatchObject({
        state: 'unreachable',
        table: 'bj-ws',
        behind: fixture.table.service.log.lastPosition(),
        said: { code: 'pit.center-unreachable', params: { center: `127.0.0.1:${gate.port}/postgres` } },
      });
      expect(seen.shipping?.since).toEqual(expect.any(String));
      gate.open();
      const pushed = await client.pushed((message) => message.shipping?.state === 'shipped');
      expect(pushed.shipping).toEqual({
        state: 'shipped',
        table: 'bj-ws',
        behind: 0,
        since: null,
        said: null,
      });
    } finally {
      await gate.close();
    }
  }, 60_000);

  it('given a served table that ships to none, then its header shows no shipping', async () => {
    const fixture = await servedTable();
    expect(tableMessage(fixture.table, { dbPath: fixture.dbPath, operator: 'croupier' }).shipping).toBeNull();
  });
});

describe('a live table whose log the center refuses', () => {
  it('given a shipped log whose tail was played again otherwise, when it is opened live, then the header says the refusal with the position and the table journals it as a security event', async () => {
    const dir = tempDir();
    const first = join(dir, 'bj-re.db');
    mkdirSync(join(dir, 'again'));
    const again = join(dir, 'again', 'bj-re.db');
    expect((await simulate(first, 6, 5)).code).toBe(0);
    copyFileSync(first, again);
    copyFileSync(headPathFor(first), headPathFor(again));
    expect((await simulate(first, 4, 6)).code).toBe(0);
    expect((await runSabot('ship', '--db', first, '--pg', pgCluster().url)).code).toBe(0);
    expect((await simulate(again, 4, 7)).code).toBe(0);

    const { table, db } = await shippingTable(pgCluster().url, 'bj-re', {}, join(dir, 'again'));
    try {
      const until = Date.now() + 20_000;
      while (table.shipping?.status().state !== 'refused' && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 50));
      const header = tableMessage(table, { dbPath: db, operator: 'croupier' }).shipping;
      expect(header).toMatchObject({
        state: 'refused',
        said: {
          code: 'pit.ship-refused',
          params: { table: 'bj-re', why: { code: 'pit.chain-differs-from-stored' } },
        },
      });
      const why = header?.said?.params.why as unknown as { params: { position: number } };
      const position = why.params.position;
      const journaled = table.service.log
        .journalFrom(1)
        .filter((entry) => entry.kind === 'security' && entry.refusal?.code === 'pit.ship-refused');
      expect(journaled).toHaveLength(1);
      expect(journaled[0]?.reason).toContain(
        `the fact at position ${position} of table bj-re is not the one already stored centrally`,
      );
    } finally {
      await table.close();
    }
    const alarms = await central<{ subject: string }>(
      pgCluster().url,
      "SELECT subject FROM pit_alarms WHERE table_id = 'bj-re' AND kind = 'chain' AND cleared_at IS NULL",
    );
    expect(alarms).toHaveLength(1);
  }, 60_000);
});
