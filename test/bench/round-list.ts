import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Measurement } from './harness.js';
import { removeLog } from './million-log.js';
import type { RoundListProbe } from './round-list-probe.js';

const n = (count: number): string => count.toLocaleString('en');

/**
 * The pit boss's round list on the million-fact log, in a fresh process on a copy (the probe plays
 * rounds into it): the first request, the requests after each further round, and beside them the
 * list as one replay of the whole log on the serving thread.
 */
export function measureRoundList(path: string, dir: string): Measurement[] {
  const copy = join(dir, 'round-list.db');
  copyFileSync(path, copy);
  copyFileSync(`${path}.head`, `${copy}.head`);
  try {
    const probe = runProbe(copy);
    const next = [...probe.nextMs].sort((a, b) => a - b);
    return [
      {
        name: `round list, first request: ${n(probe.rounds)} rounds folded on a worker thread, then followed`,
        medianMs: probe.firstMs,
        p99Ms: probe.firstMs,
        samples: 1,
        note:
          `the serving thread's longest pause meanwhile ${probe.longestPauseMs.toFixed(0)} ms (a 1 ms timer); ` +
          `resident memory ${probe.rssBeforeMb} → ${probe.rssAfterMb} MB after the requests below`,
      },
      {
        name: 'round list, the next request after each further round',
        medianMs: next[Math.floor(next.length / 2)] ?? Number.NaN,
        p99Ms: next.at(-1) ?? Number.NaN,
        samples: next.length,
        note: `${(probe.baselineMs / (next[Math.floor(next.length / 2)] ?? Number.NaN)).toFixed(0)}× faster than the baseline`,
      },
      {
        name: 'baseline: the same list as one replay of the whole log on the serving thread (listRounds)',
        medianMs: probe.baselineMs,
        p99Ms: probe.baselineMs,
        samples: 1,
        note: `the serving thread held throughout; resident memory ${probe.rssAfterMb} → ${probe.rssAfterBaselineMb} MB`,
      },
    ];
  } finally {
    removeLog(copy);
  }
}

function runProbe(path: string): RoundListProbe {
  const script = join(import.meta.dirname, 'round-list-probe.js');
  if (!existsSync(script)) {
    throw new Error(`${script} is missing: the table log benchmark runs compiled (npm run bench)`);
  }
  const output = execFileSync(process.execPath, [script, path], { encoding: 'utf8', maxBuffer: 1 << 20 });
  return JSON.parse(output.trim().split('\n').at(-1) ?? '') as RoundListProbe;
}
