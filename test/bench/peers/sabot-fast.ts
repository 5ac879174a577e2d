import { simulateRoundsFast } from '../../../engine/sim/fast/simulate-fast.js';
import { summarize } from '../../../engine/sim/simulation-summary.js';
import type { PeerEngine, PeerRun } from './peer-engine.js';
import { peerProfile } from './peer-profile.js';

/** Sabot's fast path on the peers' rules, one box, in this thread: `sabot simulate --engine fast` without the CLI. */
export function sabotFast(): PeerEngine {
  return {
    name: 'Sabot fast path (TypeScript, Node)',
    refusal: null,
    published: null,
    play(rounds: number, seed: number): PeerRun {
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      const totals = simulateRoundsFast({ profile: peerProfile, boxes: 1, rounds, seed });
      const wallS = (performance.now() - started) / 1000;
      const cpu = process.cpuUsage(cpuBefore);
      const summary = summarize(totals);
      return { rounds, wallS, cpuS: (cpu.user + cpu.system) / 1e6, ev: summary.ev, stderr: summary.stderr };
    },
  };
}
