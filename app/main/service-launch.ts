import { randomBytes } from 'node:crypto';
import { homedir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';

/**
 * How the window's process starts the table service: `sabot serve`, the very command of web
 * mode, on loopback (its default) and a port it picks, told a secret for this launch only. The
 * service must accept a connection only if it presents that secret, so another program on the
 * machine (or a web page reaching for 127.0.0.1) cannot drive the table.
 */

export const LOOPBACK_HOST = '127.0.0.1';

/**
 * The secret travels in the environment, not on the command line: any local user can read
 * another process's arguments, but only its owner can read its environment.
 */
export const SERVICE_SECRET_ENV = 'SABOT_SERVICE_SECRET';

/** 256 random bits, new at every launch, never written to disk. */
export function newServiceSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** The table options a croupier may give the app; they are passed on to the service. */
const TABLE_OPTIONS = new Set([
  '--profile',
  '--rules',
  '--db',
  '--device',
  '--baud',
  '--seed',
  '--operator',
  '--pg',
  '--table-id',
]);
const DEFAULT_PROFILE = 'classic-6d';

/**
 * Where `sabot start` keeps its logs, so the window and the CLI open the same table:
 * `SABOT_DATA_DIR`, else `sabot` in the user's data directory. An empty or relative
 * `XDG_DATA_HOME` is ignored, as the XDG base directory specification says (an empty one would put
 * the log in whatever folder the command was started from); an empty `SABOT_DATA_DIR` is unset.
 */
export function defaultDataDir(env: NodeJS.ProcessEnv, home: string = homedir()): string {
  const named = env.SABOT_DATA_DIR;
  if (named !== undefined && named !== '') return resolve(named);
  const xdg = env.XDG_DATA_HOME;
  return join(xdg !== undefined && isAbsolute(xdg) ? xdg : join(home, '.local', 'share'), 'sabot');
}

/**
 * The service's arguments. Only known table options are passed on from the app's own command
 * line, which also carries Chromium's switches and must not reach the service's parser. As with
 * `sabot start`, no `--db` means `<data dir>/<profile>.db` of the named (or default) profile.
 */
export function serviceArguments(appArguments: readonly string[], dataDir: string): string[] {
  const given = new Map<string, string>();
  for (let i = 0; i < appArguments.length; i++) {
    const [name, inline] = (appArguments[i] ?? '').split(/=(.*)/s, 2);
    if (name === undefined || !TABLE_OPTIONS.has(name)) continue;
    const value = inline ?? appArguments[++i];
    if (value !== undefined) given.set(name, value);
  }
  if (!given.has('--db')) {
    const profile = given.get('--profile') ?? DEFAULT_PROFILE;
    if (!given.has('--rules')) given.set('--profile', profile);
    given.set('--db', join(dataDir, `${profile}.db`));
  }
  return ['serve', '--port', '0', ...[...given].flat()];
}

export function serviceEnvironment(base: NodeJS.ProcessEnv, secret: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(base)) if (value !== undefined) env[name] = value;
  // Would make a plain `node` behave as Electron's Node, with the wrong ABI for the modules.
  delete env.ELECTRON_RUN_AS_NODE;
  env[SERVICE_SECRET_ENV] = secret;
  return env;
}

const READY_LINE = /^Dashboard: http:\/\/127\.0\.0\.1:(\d{1,5})\/$/;

/**
 * The port from the line `sabot serve` prints once it listens (`Dashboard: http://127.0.0.1:<port>/`).
 * Only a loopback address counts: a service listening beyond this machine is not the one we asked for.
 */
export function readyPort(line: string): number | undefined {
  const port = Number(READY_LINE.exec(line.trim())?.[1]);
  return Number.isInteger(port) && port > 0 && port < 65536 ? port : undefined;
}
