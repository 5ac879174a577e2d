import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type * as LiveShippingModule from '../../app/core/shipping/live-shipping.js';
import { tempDir } from '../core/log/log-fixtures.js';

// The built module: from its TypeScript source the loop runs on the test's own thread, with no
// thread to end.
const built = new URL('../../dist/app/core/shipping/live-shipping.js', import.meta.url);
const exitingThread = new URL('./exiting-ship-worker.mjs', import.meta.url);

const until = async (what: () => boolean, ms: number): Promise<void> => {
  const end = Date.now() + ms;
  while (!what() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
};

describe("a live table's shipping thread", () => {
  it('given a thread that ends without being asked to, then the table is told the shipping failed with its exit code, and another thread starts after the wait', async () => {
    const { LiveShipping } = (await import(built.href)) as typeof LiveShippingModule;
    const db = join(tempDir(), 'table.db');
    const shipping = new LiveShipping(
      { db, table: 'BJ-01', url: 'postgres://sabot@127.0.0.1:1/postgres' },
      () => new Date('2026-12-02T10:00:00Z'),
      { file: exitingThread, restartAfterMs: 200 },
    );
    const heard: LiveShippingModule.LiveShippingStatus[] = [];
    shipping.subscribe((status) => heard.push(status));
    const starts = () =>
      existsSync(`${db}.starts`) ? readFileSync(`${db}.starts`, 'utf8').split('\n').length - 1 : 0;
    // What the table heard after the first thread's end: the thread started again tells its own
    // status (it ends in turn soon after, so the order is checked, not the last word).
    const afterFailure = () => {
      const failedAt = heard.findIndex((status) => status.state === 'unreachable');
      return failedAt < 0 ? [] : heard.slice(failedAt + 1).map((status) => status.state);
    };
    try {
      await until(() => starts() >= 2 && afterFailure().includes('shipped'), 5000);
      expect(starts()).toBeGreaterThanOrEqual(2);
      const failed = heard.find((status) => status.state === 'unreachable');
      expect(failed?.said?.code).toBe('pit.ship-failed');
      expect(failed?.said?.params.detail).toBe('the shipping thread ended (exit code 7)');
      expect(heard[0]?.state).toBe('shipped');
      expect(afterFailure()).toContain('shipped');
    } finally {
      await shipping.close();
    }
  });
});
