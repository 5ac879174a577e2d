import { join } from 'node:path';
import { expect } from 'vitest';
import { TableService } from '../../app/core/table/table-service.js';
import { tempDir } from '../core/log/log-fixtures.js';
import { runSabot } from './run-cli.js';

/**
 * A classic-6d scenario script recorded into a new log `bj-07.db` at 17:00 UTC on 2 November 2026,
 * one input a minute, as the script's comments work its times out (`extra`: more `play` options);
 * `script` a scenario's name, or the path of a script file ending in `.jsonl`.
 */
export async function scriptedLog(script: string, ...extra: string[]): Promise<string> {
  const db = join(tempDir(), 'bj-07.db');
  const played = await runSabot(
    'play',
    '--db',
    db,
    '--script',
    script.endsWith('.jsonl') ? script : `test/scenarios/classic-6d/${script}.jsonl`,
    '--from',
    '2026-11-02T17:00:00Z',
    '--pace',
    '60',
    ...extra,
  );
  expect(played.code, played.err).toBe(0);
  return db;
}

/** `sabot edge compute` of 2,000 rounds with seed 7 on the log: a rough edge, quick to find, the same every time. */
export async function computedEdge(
  db: string,
  { rounds = 2000, seed = 7 }: { readonly rounds?: number; readonly seed?: number } = {},
): Promise<{ edge: number; standardError: number; method: string; profile: string; rounds: number }> {
  const computed = await runSabot(
    'edge',
    'compute',
    '--db',
    db,
    '--operator',
    'pat',
    '--rounds',
    String(rounds),
    '--seed',
    String(seed),
    '--json',
  );
  expect(computed.code, computed.err).toBe(0);
  return JSON.parse(computed.out) as {
    edge: number;
    standardError: number;
    method: string;
    profile: string;
    rounds: number;
  };
}

/** The pit boss voids a settled round of the log at `db` (its re-settlement is recorded after it). */
export function voidRoundOf(db: string, round: number): void {
  const service = TableService.open({ dbPath: db });
  try {
    const voided = service.execute(
      { type: 'void-round', round, reason: 'wrong shoe' },
      { source: 'keyboard', operator: 'pat' },
    );
    expect(voided.ok).toBe(true);
  } finally {
    service.close();
  }
}
