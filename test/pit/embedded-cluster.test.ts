import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type EmbeddedCluster, startEmbeddedCluster } from '../../app/pit/embedded/embedded-cluster.js';
import { tempDir } from '../core/log/log-fixtures.js';
import { central } from '../support/central-query.js';
import { clustersLeft } from '../support/clusters-left.js';
import { pitDataDir, postgresOf } from '../support/embedded-pit.js';

/** Starts the pit's own cluster of `dataDir`, stopped after the file if the test does not. */
async function started(dataDir: string): Promise<EmbeddedCluster> {
  const start = await startEmbeddedCluster(dataDir);
  if (!start.ok) throw new Error(`the cluster did not start: ${JSON.stringify(start.refusal)}`);
  clustersLeft.add(start.cluster);
  return start.cluster;
}

async function stopped(cluster: EmbeddedCluster): Promise<void> {
  clustersLeft.delete(cluster);
  await cluster.stop();
}

describe("the pit's own PostgreSQL in the data directory", () => {
  it('given no PostgreSQL installed, then it is refused as the missing package, and nothing is made', async () => {
    const dataDir = pitDataDir();
    const start = await startEmbeddedCluster(dataDir, { programsRoot: join(dataDir, 'no-postgresql') });
    expect(start).toEqual({ ok: false, refusal: { code: 'postgres-missing' } });
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it.runIf(process.getuid?.() === 0)(
    'given a data directory the postgres account cannot enter (run as root), then it is refused naming the folder, and nothing is left',
    async () => {
      // A fresh temporary folder is its owner's only.
      const dataDir = tempDir();
      const start = await startEmbeddedCluster(dataDir);
      expect(start).toEqual({
        ok: false,
        refusal: {
          code: 'folder-closed-to-server',
          dir: join(dataDir, 'pit', 'postgres'),
          account: 'postgres',
        },
      });
      expect(readdirSync(dataDir)).toEqual([]);
    },
  );

  it('is made at the first start, keeps its data from one start to the next, and stops with nothing running', {
    timeout: 90_000,
  }, async () => {
    const dataDir = pitDataDir();
    const first = await started(dataDir);
    expect(first.dir).toBe(join(dataDir, 'pit', 'postgres'));
    // Only its owner may enter the folder of its socket.
    expect(statSync(first.dir).mode & 0o777).toBe(0o700);
    await central(first.url, 'CREATE TABLE kept (note text)');
    await central(first.url, "INSERT INTO kept VALUES ('from the first start')");
    const admission = await central<{ open: boolean }>(
      first.url,
      `SELECT 'sabot.admission=open' = ANY (setconfig) AS open FROM pg_db_role_setting
        JOIN pg_database ON pg_database.oid = setdatabase WHERE datname = 'sabot'`,
    );
    expect(admission).toEqual([{ open: true }]);
    expect(postgresOf(dataDir).length).toBeGreaterThan(0);
    await stopped(first);
    expect(postgresOf(dataDir)).toEqual([]);

    const second = await started(dataDir);
    await expect(central(second.url, 'SELECT note FROM kept')).resolves.toEqual([
      { note: 'from the first start' },
    ]);
    await stopped(second);
    expect(postgresOf(dataDir)).toEqual([]);
  });

  it('given a second start of the same pit while the first runs, then it is refused naming the first', {
    timeout: 60_000,
  }, async () => {
    const dataDir = pitDataDir();
    const first = await started(dataDir);
    try {
      const again = await startEmbeddedCluster(dataDir);
      expect(again).toMatchObject({ ok: false, refusal: { code: 'already-running', pid: process.pid } });
      // The first one's server still answers: the refused start stopped nothing.
      await expect(central(first.url, 'SELECT 1 AS one')).resolves.toEqual([{ one: 1 }]);
    } finally {
      await stopped(first);
    }
  });

  it('given a postmaster.pid naming a live process that is not its server (a number reused), then it starts all the same', {
    timeout: 90_000,
  }, async () => {
    const dataDir = pitDataDir();
    await stopped(await started(dataDir));
    const data = join(dataDir, 'pit', 'postgres', 'data');
    // This test's own process: alive, so PostgreSQL alone would refuse to start over it.
    writeFileSync(join(data, 'postmaster.pid'), `${process.pid}\n${data}\n1700000000\n5432\n`);
    const again = await started(dataDir);
    await expect(central(again.url, 'SELECT 1 AS one')).resolves.toEqual([{ one: 1 }]);
    await stopped(again);
    expect(postgresOf(dataDir)).toEqual([]);
  });
});
