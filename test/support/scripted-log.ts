import { join } from 'node:path';
import { expect } from 'vitest';
import { tempDir } from '../core/log/log-fixtures.js';
import { runSabot } from './run-cli.js';

/**
 * A classic-6d scenario script recorded into a new log `bj-07.db` at 17:00 UTC on 2 November 2026,
 * one input a minute, as the script's comments work its times out (`extra`: more `play` options).
 */
export async function scriptedLog(script: string, ...extra: string[]): Promise<string> {
  const db = join(tempDir(), 'bj-07.db');
  const played = await runSabot(
    'play',
    '--db',
    db,
    '--script',
    `test/scenarios/classic-6d/${script}.jsonl`,
    '--from',
    '2026-11-02T17:00:00Z',
    '--pace',
    '60',
    ...extra,
  );
  expect(played.code, played.err).toBe(0);
  return db;
}
