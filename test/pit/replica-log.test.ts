import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readShiftReport } from '../../app/core/books/shift-report-reader.js';
import { verifyLog } from '../../app/core/log/verify.js';
import { Center } from '../../app/core/shipping/center.js';
import { emptyReplica } from '../../app/pit/center/empty-replica.js';
import { ReplicaLog } from '../../app/pit/center/replica-log.js';
import { tempDir } from '../core/log/log-fixtures.js';
import { runSabot } from '../support/run-cli.js';
import { pgClusterForFile, rowsOf } from './pit-fixtures.js';

const pgCluster = pgClusterForFile();

describe('a table log rebuilt from the center', () => {
  it.each([
    ['a file of its own', false, 'bj-4'],
    ['a copy of the empty log', true, 'bj-5'],
  ])(
    'given a shipped shift, then the replica (%s) holds the same facts and journals, verifies, and reports the same shift',
    async (_, fromEmpty, table) => {
      const dir = tempDir();
      const db = join(dir, `${table}.db`);
      expect(
        (await runSabot('simulate', '--profile', 'classic-6d', '--rounds', '60', '--seed', '9', '--db', db))
          .code,
      ).toBe(0);
      expect((await runSabot('ship', '--db', db, '--pg', pgCluster().url)).code).toBe(0);
      const center = new Center(pgCluster().url);
      mkdirSync(join(dir, 'replica'));
      const empty = fromEmpty ? emptyReplica(join(dir, 'replica')) : undefined;
      const replica = new ReplicaLog(center, table, join(dir, 'replica', `${table}.db`), empty);
      expect(replica.lastPosition()).toBe(0);
      const copied = await replica.sync();
      const positions = rowsOf(db, 'SELECT position FROM events');
      expect(copied.events).toBe(positions.length);
      expect(replica.lastPosition()).toBe(positions.length);
      expect((await replica.sync()).events).toBe(0);
      replica.close();
      await center.close();
      const replicaFile = join(dir, 'replica', `${table}.db`);
      for (const sql of [
        'SELECT * FROM events ORDER BY position',
        'SELECT * FROM journal ORDER BY position',
        'SELECT * FROM device_journal ORDER BY position',
      ])
        expect(rowsOf(replicaFile, sql)).toEqual(rowsOf(db, sql));
      expect(verifyLog(replicaFile)).toMatchObject({ ok: true });
      const ledger = 'SELECT version, name, checksum FROM schema_migrations ORDER BY version';
      expect(rowsOf(replicaFile, ledger)).toEqual(rowsOf(db, ledger));
      expect(readShiftReport(replicaFile).report).toEqual(readShiftReport(db).report);
    },
  );
});
