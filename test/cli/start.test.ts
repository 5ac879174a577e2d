import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findElectron } from '../../app/cli/commands/start.js';
import { verifyLog } from '../../app/core/log/verify.js';
import { tempDir } from '../core/log/log-fixtures.js';

const bin = fileURLToPath(new URL('../../bin/sabot.js', import.meta.url));

/** `npm start` as a croupier meets it: the mode it chose and why, the database, the URL to open. */
describe('sabot start', () => {
  it('chooses web mode where Electron has no binary, serves the dashboard and keeps the log in the data directory', {
    timeout: 30_000,
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
      expect(findElectron().binary).toBeNull();
      expect(out).toMatch(/web mode: Electron's binary (was never downloaded|is missing)/);
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
    ).toMatchObject({ binary: null, why: 'the electron package is not installed' });
    expect(findElectron(() => join(tempDir(), 'index.js')).why).toMatch(/never downloaded/);
  });
});
