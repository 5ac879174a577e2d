import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { TableLease } from '../../app/core/lease/table-lease.js';
import { tempDir } from '../core/log/log-fixtures.js';
import { runSabot } from '../support/run-cli.js';

const simulate = (db: string, ...more: string[]) =>
  runSabot('simulate', '--profile', 'classic-6d', '--rounds', '40', '--seed', '7', '--db', db, ...more);

describe('sabot simulate --db', () => {
  it('records the simulated rounds into a log that verifies and replays to the settlements it recorded', async () => {
    const db = join(tempDir(), 'month.db');
    const recorded = await simulate(db, '--json', '--from', '2026-11-01T18:00:00Z');
    expect(recorded.code).toBe(0);
    const report = JSON.parse(recorded.out);
    const pure = JSON.parse(
      (await runSabot('simulate', '--profile', 'classic-6d', '--rounds', '40', '--seed', '7', '--json')).out,
    );
    // The same rounds as the simulation without a log: the same seed plays the same shoe.
    expect(report.ev).toBe(pure.ev);
    expect(report.rounds).toBe(40);

    const log = new Database(db, { readonly: true });
    const facts = log
      .prepare<[], { type: string; metadata: string }>('SELECT type, metadata FROM events')
      .all();
    log.close();
    expect(report.log).toEqual({ path: db, facts: facts.length - 1 });
    expect(facts.filter((fact) => fact.type === 'RoundSettled')).toHaveLength(40);
    const simulated = facts.slice(1).map((fact) => JSON.parse(fact.metadata));
    expect(simulated.every((meta) => meta.source === 'simulator' && meta.operator === 'simulator')).toBe(
      true,
    );
    expect(JSON.parse(facts[0]?.metadata ?? '{}').time).toBe('2026-11-01T18:00:00.000Z');
    expect(simulated[0].time).toBe('2026-11-01T18:00:04.000Z');
    expect(simulated[1].time).toBe('2026-11-01T18:00:08.000Z');

    expect((await runSabot('verify', '--db', db)).code).toBe(0);
    const replay = JSON.parse((await runSabot('replay', '--db', db, '--json')).out);
    expect(replay.rounds).toHaveLength(40);
    expect(replay.audit.rounds).toHaveLength(40);
    expect(replay.audit.rounds.every((audit: { matches: boolean }) => audit.matches)).toBe(true);
  });

  it('goes on after the log’s last fact, and is refused on a log a live table holds', async () => {
    const db = join(tempDir(), 'table.db');
    expect((await simulate(db, '--from', '2026-11-01T18:00:00Z')).code).toBe(0);
    const again = await simulate(db, '--json', '--from', '2026-10-01T18:00:00Z');
    expect(again.code).toBe(0);
    const log = new Database(db, { readonly: true });
    const times = log
      .prepare<[], string>("SELECT metadata ->> 'time' FROM events ORDER BY position")
      .pluck()
      .all();
    log.close();
    expect([...times].sort()).toEqual(times);

    const held = TableLease.take(db);
    if (!held.ok) throw new Error('the lease should be free');
    try {
      const refused = await simulate(db);
      expect(refused.code).toBe(3);
      expect(refused.err).toContain(`is already open at the live table of process ${process.pid}`);
    } finally {
      held.lease.release();
    }
  });

  it('refuses --workers with --db and a time that is not one', async () => {
    const db = join(tempDir(), 'table.db');
    expect((await simulate(db, '--workers', '2')).err).toContain('--db records one table');
    expect((await simulate(db, '--from', 'yesterday')).code).toBe(2);
  });
});
