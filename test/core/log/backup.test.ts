import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupLog } from '../../../app/core/log/backup.js';
import { readChainHead } from '../../../app/core/log/chain-head.js';
import { openLogDatabase } from '../../../app/core/log/database.js';
import { EventStore } from '../../../app/core/log/event-store.js';
import { verifyLog } from '../../../app/core/log/verify.js';
import { cardDrawn, logWithCards } from './log-fixtures.js';

describe('backing up the log', () => {
  it('copies the log and its chain head file, and verifies the copy', async () => {
    const { dir, path } = logWithCards(9);
    const copy = join(dir, 'backup.db');
    expect(await backupLog(path, copy)).toMatchObject({ ok: true, events: 9, head: { position: 9 } });
    expect(readChainHead(`${copy}.head`)).toEqual(readChainHead(`${path}.head`));
    expect(verifyLog(copy)).toMatchObject({ ok: true, events: 9 });
  });

  it('takes a consistent copy while the table keeps writing', async () => {
    const { dir, path } = logWithCards(6);
    const db = openLogDatabase(path);
    const store = new EventStore(db, `${path}.head`);
    const copy = join(dir, 'backup.db');
    const pending = backupLog(path, copy);
    store.append([cardDrawn('round-3', 'AD')]);
    const result = await pending;
    store.append([cardDrawn('round-3', 'KD')]);
    db.close();
    expect(result.ok).toBe(true);
    expect([6, 7]).toContain(result.ok ? result.events : -1);
    expect(verifyLog(path)).toMatchObject({ ok: true, events: 8 });
  });

  it('never overwrites an existing file', async () => {
    const { dir, path } = logWithCards(1);
    const copy = join(dir, 'backup.db');
    writeFileSync(copy, 'yesterday');
    expect(await backupLog(path, copy)).toEqual({
      ok: false,
      position: null,
      problem: `${copy} already exists: a backup never overwrites a file`,
      said: { code: 'backup.exists', params: { path: copy } },
    });
    expect(readFileSync(copy, 'utf8')).toBe('yesterday');
  });

  it('reports a source whose tail was cut off instead of a good backup', async () => {
    const { dir, path } = logWithCards(3);
    writeFileSync(`${path}.head`, JSON.stringify({ position: 5, hash: 'a'.repeat(64) }));
    expect(await backupLog(path, join(dir, 'backup.db'))).toMatchObject({
      ok: false,
      position: 4,
      problem: expect.stringContaining('truncated after position 3'),
    });
  });
});
