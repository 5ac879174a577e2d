import { closeSync, openSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { quickCheckInBackground } from '../../../app/core/log/background-check.js';
import { TableService } from '../../../app/core/table/table-service.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import { tempDir } from './log-fixtures.js';

describe('the integrity check on another thread', () => {
  it('passes a sound log and names the damage in a damaged one', async () => {
    const dbPath = join(tempDir(), 't.db');
    const service = TableService.open({ dbPath, profile: classic6d });
    for (let box = 1; box <= 7; box++)
      service.submit({ type: 'bet', box, amount: 10 }, { source: 'keyboard', operator: 'c' });
    service.close();
    expect(await quickCheckInBackground(dbPath)).toEqual({ ok: true });

    // Overwrite every page after the first (the schema stays readable) with noise.
    const size = statSync(dbPath).size;
    const fd = openSync(dbPath, 'r+');
    writeSync(fd, Buffer.alloc(size - 4096, 0x5a), 0, size - 4096, 4096);
    closeSync(fd);
    const damaged = await quickCheckInBackground(dbPath);
    expect(damaged.ok).toBe(false);
    expect(!damaged.ok && damaged.problem.length).toBeGreaterThan(5);
  });
});
