import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { TableLease } from '../../core/lease/table-lease.js';
import {
  EMBEDDED_CENTER_DATABASE,
  EMBEDDED_CENTER_PORT,
  embeddedCenterDir,
  embeddedCenterUrl,
} from '../../core/shipping/embedded-center-url.js';
import { clearLeftoverServer } from './leftover-server.js';
import {
  postgresProgramsDir,
  SERVER_ACCOUNT_OF_ROOT,
  type ServerAccount,
  serverAccount,
} from './postgres-programs.js';

/** The pit's own PostgreSQL, running: the center's URL, and how to stop it. */
export interface EmbeddedCluster {
  readonly url: string;
  readonly dir: string;
  stop(): Promise<void>;
}

/** Why the cluster did not start; the command says each in its language. */
export type EmbeddedRefusal =
  | { readonly code: 'postgres-missing' }
  | { readonly code: 'already-running'; readonly pid: number; readonly host: string; readonly since: string }
  | { readonly code: 'socket-path-too-long'; readonly path: string; readonly most: number }
  | { readonly code: 'folder-closed-to-server'; readonly dir: string; readonly account: string }
  | { readonly code: 'start-failed'; readonly log: string; readonly detail: string };

export type EmbeddedStart =
  | { readonly ok: true; readonly cluster: EmbeddedCluster }
  | { readonly ok: false; readonly refusal: EmbeddedRefusal };

/** A socket's path is at most 107 bytes on Linux (sun_path, its NUL included). */
const SOCKET_PATH_MOST = 107;

/**
 * Starts the cluster of the data directory's pit, made on the first start: `<data dir>/pit/postgres`,
 * its data in `data/`, its log in `server.log`. It listens on its Unix socket only, in a folder
 * only its owner may enter, and trusts whoever reaches that socket (this machine's user, and
 * root), so no password is kept anywhere; its `sabot` database holds the center, with admission
 * open to every table id: whoever may ship here may change that setting too.
 */
export async function startEmbeddedCluster(
  dataDir: string,
  options: { readonly programsRoot?: string } = {},
): Promise<EmbeddedStart> {
  const bin = postgresProgramsDir(options.programsRoot);
  if (bin === null) return refused({ code: 'postgres-missing' });
  const dir = embeddedCenterDir(dataDir);
  const socket = join(dir, `.s.PGSQL.${EMBEDDED_CENTER_PORT}`);
  if (Buffer.byteLength(socket) > SOCKET_PATH_MOST)
    return refused({ code: 'socket-path-too-long', path: socket, most: SOCKET_PATH_MOST });
  const pitDir = dirname(dir);
  const pitMade = !existsSync(pitDir);
  mkdirSync(pitDir, { recursive: true });
  // One pit server per data directory: a second would stop the first one's cluster as a leftover.
  const taken = TableLease.take(join(pitDir, 'center'));
  if (!taken.ok)
    return refused({
      code: 'already-running',
      pid: taken.holder?.pid ?? 0,
      host: taken.holder?.host ?? '',
      since: taken.holder?.since ?? '',
    });
  const started = await startUnderLease(dataDir, bin, dir);
  if (!started.ok) {
    taken.lease.release();
    // A first start refused leaves no pit folder behind, its lease's files included.
    if (pitMade) rmSync(pitDir, { recursive: true, force: true });
    return started;
  }
  const { cluster } = started;
  return {
    ok: true,
    cluster: {
      ...cluster,
      stop: async () => {
        await cluster.stop();
        taken.lease.release();
      },
    },
  };
}

async function startUnderLease(dataDir: string, bin: string, dir: string): Promise<EmbeddedStart> {
  const account = serverAccount(bin);
  const made = !existsSync(dir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  await account.own(dir);
  if (!(await account.mayWrite(dir))) {
    if (made) rmSync(dir, { recursive: true, force: true });
    return refused({ code: 'folder-closed-to-server', dir, account: SERVER_ACCOUNT_OF_ROOT });
  }
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  try {
    await initialisedOnce(account, dir, data);
    await clearLeftoverServer(account, dir, data);
    await account.program(
      'pg_ctl',
      ['-D', data, '-o', serverSettings(dir), '-l', log, '-w', '-t', '60', 'start'],
      dir,
    );
  } catch (error) {
    return refused({ code: 'start-failed', log, detail: programFailure(error, log) });
  }
  const stop = async (): Promise<void> => {
    await account.program('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'], dir).catch(() => undefined);
  };
  try {
    await ensureCenterDatabase(dataDir);
  } catch (error) {
    await stop();
    return refused({ code: 'start-failed', log, detail: (error as Error).message });
  }
  return { ok: true, cluster: { url: embeddedCenterUrl(dataDir), dir, stop } };
}

const refused = (refusal: EmbeddedRefusal): EmbeddedStart => ({ ok: false, refusal });

/** initdb on the first start; a folder a killed initdb left half made is made again. */
async function initialisedOnce(account: ServerAccount, dir: string, data: string): Promise<void> {
  if (existsSync(join(data, 'PG_VERSION'))) return;
  rmSync(data, { recursive: true, force: true });
  await account.program(
    'initdb',
    [
      '-D',
      data,
      '-U',
      EMBEDDED_CENTER_DATABASE,
      '--auth-local=trust',
      '--auth-host=reject',
      '-E',
      'UTF8',
      '--no-locale',
    ],
    dir,
  );
}

/**
 * No TCP at all: the socket in the cluster's own folder, which only its owner may open. Given at
 * every start, not written into the cluster: a data directory moved elsewhere still starts.
 * pg_ctl hands `-o` to a shell, hence the quoting.
 */
function serverSettings(dir: string): string {
  const quoted = `'${dir.replaceAll("'", `'\\''`)}'`;
  return [
    `-p ${EMBEDDED_CENTER_PORT}`,
    "-c listen_addresses=''",
    `-c unix_socket_directories=${quoted}`,
    '-c unix_socket_permissions=0700',
  ].join(' ');
}

/** The center's database, made once, with admission open (central migration 009). */
async function ensureCenterDatabase(dataDir: string): Promise<void> {
  const client = new pg.Client(embeddedCenterUrl(dataDir, 'postgres'));
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      EMBEDDED_CENTER_DATABASE,
    ]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE ${EMBEDDED_CENTER_DATABASE}`);
      await client.query(`ALTER DATABASE ${EMBEDDED_CENTER_DATABASE} SET sabot.admission = 'open'`);
    }
  } finally {
    await client.end();
  }
}

/** What a program that failed said, else the end of the server's log. */
function programFailure(error: unknown, log: string): string {
  const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim();
  let tail = '';
  try {
    tail = readFileSync(log, 'utf8').trim().split('\n').slice(-3).join(' ');
  } catch {}
  return [stderr, tail].filter((part) => part !== '').join(' — ') || (error as Error).message;
}
