import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { TableLease } from '../../app/core/lease/table-lease.js';
import { verifyLog } from '../../app/core/log/verify.js';
import { tempDir } from '../core/log/log-fixtures.js';
import { requireBuild, startServe } from '../e2e/serve-process.js';
import { runSabot } from '../support/run-cli.js';

const bin = join(import.meta.dirname, '../../bin/sabot.js');
const push = join(import.meta.dirname, '../scenarios/classic-6d/push.jsonl');

/** `sabot …` in its own process, to its end. */
function sabot(...args: string[]): { code: number | null; out: string; err: string } {
  const run = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', timeout: 20_000 });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

/** The processes `pid` started, from any of its threads (Linux). */
const childrenOf = (pid: number): number[] =>
  readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number),
  );

/** `sabot serve` of a new classic-6d table on `db`, its shoe simulated, its own files in `dir`. */
const servedTable = (dir: string, db: string) =>
  startServe(dir, ['--db', db, '--profile', 'classic-6d', '--seed', '3']);

const holderOf = (db: string): { pid: number; host: string; since: string } =>
  JSON.parse(readFileSync(TableLease.holderPathFor(db), 'utf8'));

describe('one live table per log', () => {
  requireBuild();

  it('refuses a second sabot serve on the same log, naming the holder, while a play --db still appends beside it', {
    timeout: 60_000,
  }, async () => {
    const dir = tempDir();
    const db = join(dir, 'table.db');
    const first = await servedTable(join(dir, 'first'), db);
    try {
      const holder = holderOf(db);
      expect(holder.host).toBe(hostname());
      const second = sabot('serve', '--db', db, '--port', '0', '--seed', '4');
      expect(second.code).toBe(3);
      expect(second.err).toContain(`${db} is already open at the live table of process ${holder.pid}`);
      expect(second.err).toContain(`on host ${holder.host}, since ${holder.since}`);
      expect(second.out).not.toContain('Dashboard');
      // The terminal table is a live table too.
      const table = await runSabot('table', '--db', db);
      expect(table.code).toBe(3);
      expect(table.err).toContain('one log has one live table');
      // In the language of the command.
      const french = sabot('serve', '--db', db, '--port', '0', '--lang', 'fr');
      expect(french.err).toContain(
        `${db} est déjà ouvert par la table en direct du processus ${holder.pid} sur l’hôte ${holder.host}`,
      );
      // A script played from the command line is not a live table: it appends beside it.
      const played = sabot('play', '--script', push, '--db', db, '--json');
      expect(played.err).toBe('');
      expect(played.code).toBe(0);
    } finally {
      expect(await first.stop()).toBe(0);
    }
    expect(verifyLog(db)).toMatchObject({ ok: true });
    // Closed, the log can be opened again.
    const again = await startServe(join(dir, 'again'), ['--db', db, '--seed', '5']);
    expect(await again.stop()).toBe(0);
  });

  it('takes over the lease of a table that was killed, and journals it', { timeout: 60_000 }, async () => {
    const dir = tempDir();
    const db = join(dir, 'table.db');
    const killed = await servedTable(join(dir, 'killed'), db);
    const gone = holderOf(db);
    // Its simulated shoe (socat) outlives a SIGKILL: stopped by hand once the table is gone.
    const shoe = childrenOf(gone.pid);
    process.kill(gone.pid, 'SIGKILL');
    expect(await killed.stop()).toBeNull();
    for (const pid of shoe) process.kill(pid, 'SIGTERM');

    const next = await startServe(join(dir, 'next'), ['--db', db, '--seed', '4']);
    const taker = holderOf(db);
    expect(taker.pid).not.toBe(gone.pid);
    expect(await next.stop()).toBe(0);

    const journal = new Database(db, { readonly: true });
    const entries = journal
      .prepare<[], { kind: string; source: string; asked: string; reason: string }>(
        "SELECT kind, source, asked, reason FROM journal WHERE kind = 'security'",
      )
      .all()
      .map((entry) => ({ ...entry, asked: JSON.parse(entry.asked) }));
    journal.close();
    expect(entries).toEqual([
      {
        kind: 'security',
        source: 'system',
        asked: { by: taker, takeOverLease: gone },
        reason: `the live table of process ${gone.pid} on host ${gone.host}, since ${gone.since} stopped without closing; its lease was taken over by process ${taker.pid} on host ${taker.host}, since ${taker.since}`,
      },
    ]);
    expect(verifyLog(db)).toMatchObject({ ok: true });
  });

  it('does not assume a holder on another host is gone, and says how to free its log', () => {
    const dir = tempDir();
    const db = join(dir, 'table.db');
    const elsewhere = { pid: 77, host: 'pit-terminal-9', since: '2026-11-30T20:00:00.000Z' };
    const taken = TableLease.take(db);
    expect(taken.ok).toBe(true);
    if (taken.ok) taken.lease.release();
    // What a table on another machine sharing this folder leaves while it deals.
    const holderFile = TableLease.holderPathFor(db);
    writeFileSync(holderFile, JSON.stringify(elsewhere));
    const refused = TableLease.take(db);
    expect(refused).toMatchObject({ ok: false, holder: elsewhere, onAnotherHost: true });
  });
});
