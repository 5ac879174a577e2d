import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

/**
 * Found by the service crash test: a kill or a full disk between opening the chain head file and
 * writing it must leave the old head, not an empty file that verify and every later append refuse
 * as "overwritten or damaged". Here the write fails as ENOSPC would, deterministically.
 */
let headWritesFail = false;
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const writeSync = (...args: unknown[]): number => {
    if (headWritesFail)
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    return (fs.writeSync as (...given: unknown[]) => number)(...args);
  };
  return { ...fs, default: { ...fs, writeSync }, writeSync };
});

const { verifyLog } = await import('../../../app/core/log/verify.js');
const { TableService } = await import('../../../app/core/table/table-service.js');
const { classic6d } = await import('../../../engine/rules/profiles/classic-6d.js');
const { tempDir } = await import('../log/log-fixtures.js');

const keyboard = { source: 'keyboard', operator: 'croupier-1' } as const;

describe('the chain head file when its write is cut off', () => {
  it('given a recorded head, when the next process cannot write its first head, then verify names the fact the head missed and the log still records', () => {
    const dbPath = join(tempDir(), 'table.db');
    const first = TableService.open({ dbPath, profile: classic6d });
    expect(first.submit({ type: 'bet', box: 1, amount: 10 }, keyboard).ok).toBe(true);
    first.close();

    const second = TableService.open({ dbPath });
    headWritesFail = true;
    try {
      // The bet is committed: the failed head write is kept as headFileError, not thrown.
      expect(second.submit({ type: 'bet', box: 2, amount: 10 }, keyboard).ok).toBe(true);
      // The live table writes its head after the commit's turn, at the latest when it closes: that write fails too.
      second.close();
    } finally {
      headWritesFail = false;
    }

    // The bet stands but no head names it: verify says so until the next append writes the head.
    expect(verifyLog(dbPath)).toMatchObject({
      ok: false,
      position: 3,
      problem: expect.stringContaining('the log holds 1 fact after its chain head file (position 2'),
    });
    const third = TableService.open({ dbPath });
    try {
      expect(third.submit({ type: 'deal' }, keyboard).ok).toBe(true);
    } finally {
      third.close();
    }
    expect(verifyLog(dbPath)).toMatchObject({ ok: true });
  });
});
