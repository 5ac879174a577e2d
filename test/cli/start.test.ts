import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findElectron } from '../../app/cli/commands/start.js';
import { verifyLog } from '../../app/core/log/verify.js';
import { tempDir } from '../core/log/log-fixtures.js';
import { onLogFile } from '../support/log-file.js';

/** The exact edge recorded in a log, read beside the table that writes it (undefined until it is). */
function exactEdgeIn(
  db: string,
): { method: string; profile: string; edge: number; standardError: number } | undefined {
  const data = onLogFile(db, (file) =>
    file.prepare<[], string>("SELECT data FROM events WHERE type = 'HouseEdgeComputed'").pluck().get(),
  );
  return data === undefined ? undefined : JSON.parse(data);
}

/** `look` again and again until it finds something, for at most 20 s (a deadline, not a sleep). */
async function pollFor<T>(what: string, look: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = await look();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const bin = fileURLToPath(new URL('../../bin/sabot.js', import.meta.url));

/** `npm start` as a croupier meets it: the mode it chose and why, the database, the URL to open. */
describe('sabot start', () => {
  it('chooses web mode where Electron has no binary, serves the dashboard and keeps the log in the data directory', {
    timeout: 60_000,
  }, async () => {
    const dataDir = tempDir();
    const child = spawn(process.execPath, [bin, 'start', '--port', '0', '--seed', '11'], {
      env: { ...process.env, SABOT_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`sabot start printed no URL:\n${out}${err}`)),
          20_000,
        );
        const look = (): void => {
          const found = /^Dashboard: (http:\/\/127\.0\.0\.1:\d+\/)$/m.exec(out);
          if (found?.[1]) {
            clearTimeout(timer);
            resolve(found[1]);
          }
        };
        child.stdout.on('data', look);
        void exited.then((code) => reject(new Error(`sabot start exited with ${code}:\n${out}${err}`)));
      });
      const page = await fetch(url);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      expect(await page.text()).toMatch(/<html/i);

      const db = join(dataDir, 'classic-6d.db');
      expect(out).toContain(`database: ${db}`);

      // The exact house edge of the new table's rules is worked out beside it and recorded in its
      // log; the table answers meanwhile (the analysis has a thread of its own).
      let answers = 0;
      const recorded = await pollFor('the exact house edge in the log', async () => {
        expect((await fetch(url)).status).toBe(200);
        answers++;
        return existsSync(db) ? exactEdgeIn(db) : undefined;
      });
      expect(recorded).toMatchObject({ method: 'exact', profile: 'classic-6d', standardError: 0 });
      expect(recorded.edge).toBeCloseTo(0.00657, 4);
      // One to four seconds of analysis: a table held up by it would have answered once or twice.
      expect(answers).toBeGreaterThanOrEqual(5);
      expect(findElectron().binary).toBeNull();
      expect(out).toMatch(
        /web mode: (Electron's binary (was never downloaded|is missing)|the desktop shell is not (installed|built))/,
      );
      expect(out).toContain('with the shoe simulator on a pseudo-terminal');
      expect(out).toContain(`sabot table --db ${db}`);
    } finally {
      child.kill('SIGINT');
    }
    expect(await exited).toBe(0);
    expect(out).toContain('Sabot — the table is closed.');
    const db = join(dataDir, 'classic-6d.db');
    expect(existsSync(db)).toBe(true);
    expect(verifyLog(db)).toMatchObject({ ok: true });
  });

  it('finds Electron only where the package records a binary that exists', () => {
    expect(
      findElectron(() => {
        throw new Error('not found');
      }),
    ).toMatchObject({ binary: null, why: 'the desktop shell is not installed (npm ci --prefix desktop)' });
    expect(findElectron(() => join(tempDir(), 'index.js')).why).toMatch(/never downloaded/);
  });
});
