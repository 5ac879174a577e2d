import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../core/log/log-fixtures.js';
import { requireBuild, type ServeProcess, startServe } from '../e2e/serve-process.js';
import { until } from '../pit/pit-fixtures.js';
import { central } from '../support/central-query.js';
import { pitDataDir, postgresOf } from '../support/embedded-pit.js';
import { runBin } from '../support/run-bin.js';

/**
 * A start of the pit's own PostgreSQL refused, or a pit server killed, leaves nothing running; a
 * table with --pit refused at start leaves no log, head or lease behind.
 */
const PIT = { command: ['pit', 'serve'], ready: /^Floor: (http:\/\/\S+)$/m, readyWithinMs: 90_000 };
let pits: ServeProcess[] = [];
beforeAll(() => requireBuild());
afterEach(async () => {
  for (const pit of pits.splice(0)) await pit.stop();
});

/** Runs `work` while another program listens on a loopback port. */
async function withBusyPort<T>(work: (port: number) => T): Promise<T> {
  const busy: Server = createServer();
  const port = await new Promise<number>((resolve) =>
    busy.listen(0, '127.0.0.1', () => resolve((busy.address() as { port: number }).port)),
  );
  try {
    return work(port);
  } finally {
    busy.close();
  }
}

describe('sabot pit serve without --pg, refused or killed', () => {
  it('given a busy port, then it is refused before its PostgreSQL is made or started', async () => {
    const dataDir = pitDataDir();
    const run = await withBusyPort((port) =>
      runBin(['pit', 'serve', '--port', String(port)], { env: { SABOT_DATA_DIR: dataDir } }),
    );
    expect(run.code).toBe(3);
    expect(run.err).toMatch(/^sabot: port \d+ is already in use .*choose another with --port/);
    expect(readdirSync(dataDir)).toEqual([]);
    expect(postgresOf(dataDir)).toEqual([]);
  });

  it.runIf(process.getuid?.() === 0)(
    'given a data directory the postgres account cannot enter (run as root), then it says which folder and what to do',
    () => {
      const dataDir = tempDir();
      const run = runBin(['pit', 'serve', '--port', '0'], { env: { SABOT_DATA_DIR: dataDir } });
      expect(run.code).toBe(3);
      expect(run.err).toBe(
        `sabot: the pit's PostgreSQL runs as the user postgres, who cannot reach ${join(dataDir, 'pit', 'postgres')}: set SABOT_DATA_DIR to a folder postgres may enter (e.g. under /var/lib), or run sabot as an ordinary user\n`,
      );
      expect(readdirSync(dataDir)).toEqual([]);
    },
  );

  it('given a --cache that is a file, then it says so in a sentence and starts nothing', () => {
    const dataDir = pitDataDir();
    const file = join(dataDir, 'replicas');
    writeFileSync(file, '');
    const run = runBin(['pit', 'serve', '--port', '0', '--cache', file], {
      env: { SABOT_DATA_DIR: dataDir },
    });
    expect(run.code).toBe(3);
    expect(run.err).toContain(`sabot: the replicas' folder ${file} cannot be used:`);
    expect(run.err).not.toMatch(/\n\s+at /);
    expect(readdirSync(dataDir)).toEqual(['replicas']);
  });

  it('given a --cache that is a file, then the refusal is said in French and in Russian too', () => {
    const dataDir = pitDataDir();
    const file = join(dataDir, 'replicas');
    writeFileSync(file, '');
    const args = ['pit', 'serve', '--port', '0', '--cache', file];
    const env = { SABOT_DATA_DIR: dataDir };
    expect(runBin([...args, '--lang', 'fr'], { env }).err).toContain(
      `le dossier des répliques ${file} est inutilisable`,
    );
    expect(runBin([...args, '--lang', 'ru'], { env }).err).toContain(`папка реплик ${file} непригодна`);
  });

  it('given a start refused once its PostgreSQL runs (an unreachable --read-pg), then that PostgreSQL is stopped', {
    timeout: 90_000,
  }, async () => {
    const dataDir = pitDataDir();
    const run = runBin(['pit', 'serve', '--port', '0', '--read-pg', 'postgres://sabot@127.0.0.1:1/sabot'], {
      env: { SABOT_DATA_DIR: dataDir },
    });
    expect(run.code).toBe(1);
    expect(run.err).toContain('127.0.0.1:1/sabot cannot be reached');
    // It had been made and started: its data is kept for the next start, nothing runs.
    expect(existsSync(join(dataDir, 'pit', 'postgres', 'data', 'PG_VERSION'))).toBe(true);
    expect(postgresOf(dataDir)).toEqual([]);
    expect(existsSync(join(dataDir, 'pit', 'center.lease.json'))).toBe(false);
  });

  it('given SABOT_DATA_DIR relative and with a space, then the command a table joins with names it absolute, quoted for the shell', {
    timeout: 120_000,
  }, async () => {
    const dir = pitDataDir();
    // startServe runs the command in `dir` with this process's environment.
    process.env.SABOT_DATA_DIR = 'pit data';
    try {
      pits.push(await startServe(dir, [], PIT));
    } finally {
      delete process.env.SABOT_DATA_DIR;
    }
    const named = `SABOT_DATA_DIR='${join(dir, 'pit data')}'`;
    expect(pits[0]?.out()).toContain(
      `joins the pit with: ${named} sabot serve --pit --db bj-1.db --profile classic-6d (or ${named} sabot start --pit)`,
    );
  });

  it('given a pit server killed, then its PostgreSQL runs on, and the next start stops it and starts its own', {
    timeout: 180_000,
  }, async () => {
    const dir = pitDataDir();
    const dataDir = join(dir, 'data', 'sabot');
    const killed = await startServe(dir, [], PIT);
    process.kill(killed.pid, 'SIGKILL');
    await killed.stop();
    const leftover = postgresOf(dataDir);
    expect(leftover.length).toBeGreaterThan(0);

    const next = await startServe(dir, [], PIT);
    pits.push(next);
    const center = /^Center: (\S+)$/m.exec(next.out())?.[1] ?? '';
    await expect(central(center, 'SELECT 1 AS one')).resolves.toEqual([{ one: 1 }]);
    // The killed run's server is gone: the one running now is this start's.
    expect(postgresOf(dataDir).filter((pid) => leftover.includes(pid))).toEqual([]);
    pits = [];
    expect(await next.stop()).toBe(0);
    await until(
      'its PostgreSQL stopped',
      () => postgresOf(dataDir),
      (pids) => pids.length === 0,
      10_000,
    );
  });
});

describe('sabot serve --pit and sabot start --pit refused at start', () => {
  it('given a busy port, then no log, head or lease is left behind', async () => {
    const dir = pitDataDir();
    const run = await withBusyPort((port) =>
      runBin(
        ['serve', '--pit', '--db', join(dir, 'bj-2.db'), '--profile', 'classic-6d', '--port', String(port)],
        {
          env: { SABOT_DATA_DIR: join(dir, 'data') },
        },
      ),
    );
    expect(run.code).toBe(3);
    expect(run.err).toContain('is already in use');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('given an unknown profile, then sabot serve --pit makes no log, head or lease', () => {
    const dir = pitDataDir();
    const run = runBin(['serve', '--pit', '--db', join(dir, 'bj-3.db'), '--profile', 'foo', '--port', '0'], {
      env: { SABOT_DATA_DIR: join(dir, 'data') },
    });
    expect(run.code).toBe(3);
    expect(run.err).toContain('there is no rule profile "foo"');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('given an unknown profile, then sabot start --pit prints the refusal alone and makes nothing', () => {
    const dataDir = pitDataDir();
    const run = runBin(['start', '--web', '--pit', '--profile', 'foo', '--port', '0'], {
      env: { SABOT_DATA_DIR: dataDir },
    });
    expect(run.code).toBe(3);
    expect(run.out).toBe('');
    expect(run.err).toContain('there is no rule profile "foo"');
    expect(readdirSync(dataDir)).toEqual([]);
  });
});
