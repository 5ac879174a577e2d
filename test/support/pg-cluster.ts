import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { postgresProgramsDir } from '../../app/pit/embedded/postgres-programs.js';
import { clustersLeft } from './clusters-left.js';

const run = promisify(execFile);

/** A throwaway PostgreSQL server of the tests' own: started in a temporary folder, removed by `stop`. */
export interface PgCluster {
  /** `postgres://sabot@127.0.0.1:PORT/postgres` */
  readonly url: string;
  readonly port: number;
  readonly dir: string;
  /** Stops the server (fast), keeping its files: `start` brings the same data back. */
  halt(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
}

/** Debian keeps the server's programs off PATH, under /usr/lib/postgresql/<major>/bin: the pit's own finder. */
export function postgresBinDir(): string {
  const dir = postgresProgramsDir();
  if (dir === null)
    throw new Error(
      'PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb): apt-get install -y postgresql',
    );
  return dir;
}

/** A port nobody listens on now, from the kernel. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export interface PgClusterOptions {
  /**
   * Every commit synced to disk, as a casino's server runs (fsync and synchronous_commit on): for
   * the benchmarks. The tests' default is fsync off, which only a crash of the machine can tell.
   */
  readonly durable?: boolean;
  /**
   * `open` (the tests' default): every table id ships, as at a test pit, so a test ships the tables
   * it names; `listed`: the center's own default, each id admitted first (`sabot pit admit`), for
   * the tests of admission itself. The setting is the database's (central migration 009).
   */
  readonly admission?: 'open' | 'listed';
}

/**
 * `initdb` and `pg_ctl` into a fresh temporary folder. PostgreSQL refuses to run as root, so as
 * root both run as the `postgres` user (Debian's package creates it) on a folder it owns.
 */
export async function startPgCluster(options: PgClusterOptions = {}): Promise<PgCluster> {
  const { dir, tool } = await clusterFolder();
  const data = join(dir, 'data');
  await tool('initdb', ['-D', data, '-A', 'trust', '-U', 'sabot', '-E', 'UTF8', '--no-locale']);
  return running(dir, data, tool, options);
}

/**
 * A hot standby of `primary`, streaming from it (`pg_basebackup -R`): it answers reads, refuses
 * writes, and replays what the primary commits a moment later.
 */
export async function startPgStandby(primary: PgCluster): Promise<PgCluster> {
  const { dir, tool } = await clusterFolder();
  const data = join(dir, 'data');
  await tool('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(primary.port),
    '-U',
    'sabot',
    '-D',
    data,
    '-R',
    '-X',
    'stream',
  ]);
  // The standby replays the primary's setting of admission; it takes no ALTER of its own.
  return running(dir, data, tool, { admission: 'listed' });
}

type Tool = (name: string, args: string[]) => Promise<unknown>;

async function clusterFolder(): Promise<{ dir: string; tool: Tool }> {
  const bin = postgresBinDir();
  const dir = mkdtempSync(join(tmpdir(), 'sabot-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    chmodSync(dir, 0o777);
    await run('chown', ['postgres:postgres', dir]);
  }
  const tool: Tool = (name, args) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, name), ...args]) : run(join(bin, name), args);
  return { dir, tool };
}

async function running(
  dir: string,
  data: string,
  tool: Tool,
  options: PgClusterOptions = {},
): Promise<PgCluster> {
  const port = await freePort();
  const sync = options.durable === true ? '-c fsync=on -c synchronous_commit=on' : '-c fsync=off';
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 ${sync} -c max_connections=300`;
  const start = async () => {
    await tool('pg_ctl', ['-D', data, '-o', settings, '-l', join(dir, 'log'), '-w', 'start']);
  };
  const halt = async () => {
    await tool('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  };
  await start();
  const url = `postgres://sabot@127.0.0.1:${port}/postgres`;
  const cluster: PgCluster = {
    url,
    port,
    dir,
    start,
    halt,
    async stop() {
      clustersLeft.delete(cluster);
      await halt().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  // Stopped with its file if the test that started it never does (it timed out).
  clustersLeft.add(cluster);
  if (options.admission !== 'listed') await openAdmission(url);
  return cluster;
}

/**
 * A table key for a table the test ships by calling the center itself (not from a log, whose key
 * the shipper reads): one per table id, as each log has its own.
 */
export const tableKeyFor = (table: string): string =>
  createHash('sha256').update(`table key of ${table}`).digest('hex');

async function openAdmission(url: string, database = 'postgres'): Promise<void> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    await client.query(`ALTER DATABASE "${database}" SET sabot.admission = 'open'`);
  } finally {
    await client.end();
  }
}

/**
 * A center of its own in the cluster, admission open: a bench that ships the same logs again
 * under other table ids (another batch size, another way of catching up) ships them to a new
 * center, since at one center a log is one table. `name`: lowercase letters, digits, `_`.
 */
export async function freshCenter(url: string, name: string): Promise<string> {
  if (!/^[a-z][a-z0-9_]{0,62}$/.test(name)) throw new Error(`no database name: ${name}`);
  const client = new pg.Client(url);
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  await openAdmission(url, name);
  return url.replace(/\/[^/]*$/, `/${name}`);
}
