import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../core/log/log-fixtures.js';
import { requireBuild } from '../e2e/serve-process.js';

const bin = join(import.meta.dirname, '../../bin/sabot.js');

interface Run {
  readonly code: number | null;
  readonly out: string;
  readonly err: string;
}

/**
 * Root writes anywhere through its capability to override file permissions: a command that must
 * meet a folder it may not write runs as root without it (and without the one to override its
 * reads), so the folder's permissions hold for it as for any user, while it still reads the
 * checkout it runs from, wherever that is.
 */
const WITHOUT_OVERRIDES = ['setpriv', '--bounding-set=-dac_override,-dac_read_search,-fowner', '--'];

/** The installed command in its own process, as a new user meets it. */
function sabot(args: readonly string[], env: NodeJS.ProcessEnv = {}, bound = false, cwd = tmpdir()): Run {
  const command = bound && isRoot() ? [...WITHOUT_OVERRIDES, process.execPath] : [process.execPath];
  const [file = '', ...before] = command;
  const run = spawnSync(file, [...before, bin, ...args], {
    encoding: 'utf8',
    timeout: 20_000,
    cwd,
    env: { ...process.env, ...env },
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

const isRoot = (): boolean => process.getuid?.() === 0;

/** A read-only folder: the command run with `bound` may not write it, as root too. */
const readOnlyFolders: string[] = [];
afterAll(() => {
  for (const folder of readOnlyFolders) rmSync(folder, { recursive: true, force: true });
});
function readOnlyFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'sabot-read-only-'));
  readOnlyFolders.push(folder);
  chmodSync(folder, 0o555);
  return folder;
}

/** A log at `db` holding a classic-6d table and one bet. */
function aLog(db: string): string {
  const round = join(tempDir(), 'round.jsonl');
  writeFileSync(round, '{"type":"bet","box":1,"amount":10}\n');
  expect(sabot(['play', '--profile', 'classic-6d', '--script', round, '--db', db]).code).toBe(0);
  return db;
}

function expectSentence(run: Run): void {
  expect(run.code).toBe(3);
  expect(run.err).not.toContain('internal error');
  expect(run.err).not.toMatch(/\n\s+at /);
}

describe('a log Sabot cannot use is refused with what is wrong', () => {
  requireBuild();

  it('start with a data directory under a file names the folder and what to do instead', () => {
    const file = join(tempDir(), 'not-a-folder');
    writeFileSync(file, 'x');
    const run = sabot(['start', '--web', '--port', '0'], { SABOT_DATA_DIR: join(file, 'sabot') });
    expectSentence(run);
    expect(run.err).toContain(`cannot keep the table's log in the data directory ${join(file, 'sabot')}`);
    expect(run.err).toContain(`${file} is a file, not a folder`);
    expect(run.err).toContain(
      'set SABOT_DATA_DIR to a folder this user can write, or name the log with --db FILE',
    );
  });

  it('start with a data directory this user may not write says so', () => {
    const folder = readOnlyFolder();
    const run = sabot(['start', '--web', '--port', '0'], { SABOT_DATA_DIR: join(folder, 'sabot') }, true);
    expectSentence(run);
    expect(run.err).toContain(`the folder ${folder} is not writable`);
    expect(run.err).toContain('SABOT_DATA_DIR');
  });

  it('--db in a read-only folder gives the reason, and an empty --db is named as such', () => {
    const folder = readOnlyFolder();
    const db = join(folder, 'table.db');
    const run = sabot(['serve', '--db', db, '--profile', 'classic-6d', '--port', '0'], {}, true);
    expectSentence(run);
    expect(run.err).toContain(`${db} cannot be opened for writing: the folder ${folder} is not writable`);

    const here = tempDir();
    const empty = sabot(['serve', '--db', '', '--profile', 'classic-6d', '--port', '0'], {}, false, here);
    expectSentence(empty);
    expect(empty.err).toContain('no file was named for the log');
    expect(empty.err).not.toContain('write-ahead');
    expect(readdirSync(here)).toEqual([]);
  });

  it('verify of a mistyped name says the file does not exist, not that the log is damaged', () => {
    const missing = join(tempDir(), 'missing.db');
    const run = sabot(['verify', '--db', missing]);
    expectSentence(run);
    expect(run.err).toContain(`${missing} does not exist`);
    expect(run.err).not.toContain('NOT intact');
  });

  it('a command on a mistyped log name says there is no such log and makes none', () => {
    const dir = tempDir();
    const missing = join(dir, 'tabel.db');
    const commands = [
      ['replay'],
      ['export'],
      ['rounds'],
      ['ruling', 'note', '--round', '1', '--text', 'a note', '--operator', 'ann'],
      ['pin', 'set', '--operator', 'ann'],
      ['backup', '--to', join(dir, 'copy.db')],
    ];
    for (const command of commands) {
      const run = sabot([...command, '--db', missing]);
      expectSentence(run);
      expect(run.err, command[0]).toContain(`${missing} does not exist: check the name of the log`);
    }
    expect(readdirSync(dir)).toEqual([]);
  });

  it('an empty name for a log or a backup is named as such, never as a file that does not exist', () => {
    const here = tempDir();
    for (const command of [['rounds'], ['verify'], ['backup', '--to', 'copy.db']]) {
      const run = sabot([...command, '--db', ''], {}, false, here);
      expectSentence(run);
      expect(run.err, command[0]).toContain('no file was named for the log');
    }
    const log = aLog(join(here, 'table.db'));
    const backup = sabot(['backup', '--db', log, '--to', ''], {}, false, here);
    expectSentence(backup);
    expect(backup.err).toContain('no file was named for the backup');
  });

  it('a folder or a device named as the log is said to be one, and nothing is made beside it', () => {
    const dir = tempDir();
    const folder = join(dir, 'logs');
    mkdirSync(folder);
    const commands = [
      ['verify'],
      ['replay'],
      ['rounds'],
      ['backup', '--to', join(dir, 'copy.db')],
      ['table'],
    ];
    for (const command of commands) {
      const run = sabot([...command, '--db', folder]);
      expectSentence(run);
      expect(run.err, command[0]).toContain(`${folder} is a folder, not a log file`);
    }
    expect(readdirSync(dir)).toEqual(['logs']);
    for (const command of [['verify'], ['replay']]) {
      const run = sabot([...command, '--db', '/dev/null']);
      expectSentence(run);
      expect(run.err, command[0]).toContain('/dev/null is not a regular file: a log is a file');
    }
  });

  it('a backup into a folder it may not write names the folder, not the log', async () => {
    const db = aLog(join(tempDir(), 'table.db'));
    const folder = readOnlyFolder();
    const run = sabot(['backup', '--db', db, '--to', join(folder, 'copy.db')], {}, true);
    expectSentence(run);
    expect(run.err).toContain(
      `${join(folder, 'copy.db')} cannot be opened for writing: the folder ${folder} is not writable`,
    );
  });

  it('a refused serve of a new log without a profile leaves nothing behind', () => {
    const dir = tempDir();
    const run = sabot(['serve', '--db', join(dir, 'new.db'), '--port', '0']);
    expectSentence(run);
    expect(run.err).toContain('new.db does not exist yet: name its profile (--profile ID)');
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('sabot start tells how to open the dashboard only once the table is open', () => {
  requireBuild();

  it('an unknown profile prints nothing but the refusal', () => {
    const data = tempDir();
    const run = sabot(['start', '--web', '--profile', 'foo', '--port', '0'], { SABOT_DATA_DIR: data });
    expectSentence(run);
    expect(run.out).toBe('');
    expect(run.err).toContain('there is no rule profile "foo"');
    expect(readdirSync(data)).toEqual([]);
  });

  it('an empty XDG_DATA_HOME keeps the log in the home data directory, not in the folder it was started from', async () => {
    const home = tempDir();
    const here = tempDir();
    await withBusyPort((port) => {
      const env = { HOME: home, XDG_DATA_HOME: '', SABOT_DATA_DIR: undefined };
      const run = sabot(['start', '--web', '--port', String(port), '--seed', '2'], env, false, here);
      expect(run.out).toContain(`database: ${join(home, '.local', 'share', 'sabot', 'classic-6d.db')}`);
    });
    expect(readdirSync(here)).toEqual([]);
  });

  it('a port already in use is refused with --port to choose another', async () => {
    const data = tempDir();
    mkdirSync(data, { recursive: true });
    await withBusyPort((port) => {
      const run = sabot(['start', '--web', '--port', String(port), '--seed', '2'], { SABOT_DATA_DIR: data });
      expectSentence(run);
      expect(run.out).not.toContain('Open the Dashboard address below');
      expect(run.err).toContain(`port ${port} is already in use`);
      expect(run.err).toContain('choose another with --port');
    });
    // Refused before the table opened: no new log, head or lease left behind.
    expect(readdirSync(data)).toEqual([]);
  });
});

/** Runs `work` while another program listens on a loopback port: a `sabot start` there stops at once. */
async function withBusyPort(work: (port: number) => void): Promise<void> {
  const busy: Server = createServer();
  const port = await new Promise<number>((resolve) =>
    busy.listen(0, '127.0.0.1', () => resolve((busy.address() as { port: number }).port)),
  );
  try {
    work(port);
  } finally {
    busy.close();
  }
}
