import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyLog } from '../../../app/core/log/verify.js';
import { ROOT, requireBuild } from '../../e2e/serve-process.js';
import { logWithCards, tamper } from './log-fixtures.js';

/**
 * The audit on another thread, as the built table service runs it (a worker can only start a
 * compiled file, so this loads the build): the same answer as verifyLog on this thread, good log
 * or tampered, and this thread free to run while the audit reads.
 */
type OffThread = typeof import('../../../app/core/log/verify-off-thread.js');

async function builtVerifyOffThread(): Promise<OffThread['verifyLogOffThread']> {
  requireBuild();
  const built = join(ROOT, 'dist', 'app', 'core', 'log', 'verify-off-thread.js');
  return ((await import(built)) as OffThread).verifyLogOffThread;
}

describe('verifying the log on another thread', () => {
  it('answers as verifyLog does, for an untouched log and for one with a changed byte', async () => {
    const verifyLogOffThread = await builtVerifyOffThread();
    const { path } = logWithCards(30);
    await expect(verifyLogOffThread(path)).resolves.toEqual(verifyLog(path));
    tamper(path, `UPDATE events SET data = replace(data, '"4H"', '"4D"') WHERE position = 3`);
    const tampered = await verifyLogOffThread(path);
    expect(tampered).toMatchObject({ ok: false, position: 3 });
    expect(tampered).toEqual(verifyLog(path));
  });

  it('leaves this thread free while it reads: a timer fires before the answer comes', async () => {
    const verifyLogOffThread = await builtVerifyOffThread();
    const { path } = logWithCards(30);
    let turns = 0;
    const ticking = setInterval(() => turns++, 0);
    const verified = await verifyLogOffThread(path);
    clearInterval(ticking);
    expect(verified).toMatchObject({ ok: true, events: 30 });
    expect(turns).toBeGreaterThan(0);
  });

  it('runs one audit at a time per log: forty asked at once start one thread, and all get its answer', async () => {
    const verifyLogOffThread = await builtVerifyOffThread();
    const { path } = logWithCards(30);
    // A worker's thread is started as it is constructed: the process's threads show it at once.
    const threads = () => readdirSync('/proc/self/task').length;
    const before = threads();
    const asked = Array.from({ length: 40 }, () => verifyLogOffThread(path));
    const started = threads() - before;
    const answers = await Promise.all(asked);
    expect(started).toBe(1);
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toEqual(verifyLog(path));
    // Once it has answered, the next request audits the log again, as it is then.
    tamper(path, `UPDATE events SET data = replace(data, '"4H"', '"4D"') WHERE position = 3`);
    await expect(verifyLogOffThread(path)).resolves.toMatchObject({ ok: false, position: 3 });
  });
});
