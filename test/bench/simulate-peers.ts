import os from 'node:os';
import { exactEdge } from '../../engine/economics/exact-edge.js';
import type { BenchSuite, Measurement } from './harness.js';
import { engineBlackjack } from './peers/engine-blackjack.js';
import { libreblackjack } from './peers/libreblackjack.js';
import type { PeerEngine, PeerRun } from './peers/peer-engine.js';
import { peerProfile } from './peers/peer-profile.js';
import { sabotFast } from './peers/sabot-fast.js';

/**
 * Sabot's fast path beside the other engines, the same rules (peer-profile.ts), one thread each, in
 * one run: REPETITIONS runs of each taken in turns (a busy moment of the shared machine falls on
 * all), each from its own seed, after one warm-up run each. A row's median and p99 are of the runs'
 * wall time per round; its note gives the medians as rounds per second, by the wall clock and by
 * the engine's own processor time (the fairer figure when other jobs share the cores), and the
 * edge pooled over the runs with its standard error. Sabot's row gives its ratio to libreblackjack
 * (target 1.5×) and the distance of its edge from the exact analysis of the same rules.
 */
const TARGET_RATIO = 1.5;
const REPETITIONS = 5;
const ROUNDS = 4_000_000;
const WARM_UP_ROUNDS = 500_000;
const SEED = 2_026;

interface Played {
  readonly engine: PeerEngine;
  readonly runs: PeerRun[];
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};
const rate = (perSecond: number): string => `${(perSecond / 1e6).toFixed(2)} M`;
const percent = (share: number): string => `${(share * 100).toFixed(3)}%`;

/** The edge of equal runs pooled: the mean of the means, its error from theirs. */
function pooled(runs: readonly PeerRun[]): { ev: number; stderr: number; rounds: number } {
  const ev = runs.reduce((sum, run) => sum + run.ev, 0) / runs.length;
  const variance = runs.reduce((sum, run) => sum + run.stderr ** 2, 0) / runs.length ** 2;
  return { ev, stderr: Math.sqrt(variance), rounds: runs.reduce((sum, run) => sum + run.rounds, 0) };
}

const wallRate = (played: Played): number => median(played.runs.map((run) => run.rounds / run.wallS));
const cpuRate = (played: Played): number => median(played.runs.map((run) => run.rounds / run.cpuS));

function row(played: Played, note: string, load: string): Measurement {
  const perRound = played.runs.map((run) => (run.wallS * 1000) / run.rounds).sort((a, b) => a - b);
  const edge = pooled(played.runs);
  return {
    name: `peers-6d, one thread: ${played.engine.name}, one round`,
    medianMs: median(perRound),
    p99Ms: perRound.at(-1) as number,
    samples: perRound.length,
    note: `${rate(wallRate(played))} rounds/s wall, ${rate(cpuRate(played))} rounds/s processor; ev ${percent(edge.ev)} ± ${percent(edge.stderr)} (${edge.rounds.toLocaleString('en')} rounds)${note}; ${load}`,
  };
}

export const simulatePeersSuite: BenchSuite = {
  title: `Simulation beside the peers (${peerProfile.name}; one thread each, runs in turns)`,
  async run(): Promise<Measurement[]> {
    const loadBefore = os.loadavg()[0] ?? 0;
    const engines = [sabotFast(), libreblackjack(), engineBlackjack()];
    const playing = engines
      .filter((engine) => engine.refusal === null)
      .map((engine) => ({ engine, runs: [] }));
    for (const { engine } of playing) engine.play(WARM_UP_ROUNDS, SEED);
    for (let repetition = 1; repetition <= REPETITIONS; repetition++)
      for (const { engine, runs } of playing as Played[]) runs.push(engine.play(ROUNDS, SEED + repetition));
    const load = `load average ${loadBefore.toFixed(1)} before, ${(os.loadavg()[0] ?? 0).toFixed(1)} after`;
    const [sabot, ...peers] = playing as Played[];
    if (!sabot) throw new Error('Sabot did not play');
    const libre = peers.find((played) => played.engine.name.startsWith('libreblackjack'));
    const libreRefused = engines.find((engine) => engine.name.startsWith('libreblackjack') && engine.refusal);
    const exact = exactEdge(peerProfile, 'basic').ev;
    const sabotEdge = pooled(sabot.runs);
    const sigmas = Math.abs(sabotEdge.ev - exact) / sabotEdge.stderr;
    const versus = libre
      ? (() => {
          const byCpu = cpuRate(sabot) / cpuRate(libre);
          const verdict = byCpu >= TARGET_RATIO ? 'met' : 'NOT met';
          return `; ${byCpu.toFixed(2)}× libreblackjack by processor time, ${(wallRate(sabot) / wallRate(libre)).toFixed(2)}× by the wall clock (target ≥ ${TARGET_RATIO}×: ${verdict})`;
        })()
      : libreRefused?.published
        ? `; libreblackjack not played here: ${(wallRate(sabot) / libreRefused.published.roundsPerSecond).toFixed(1)}× its published ${rate(libreRefused.published.roundsPerSecond)} rounds/s (${libreRefused.published.source})`
        : '; libreblackjack not played';
    const rows = [
      row(sabot, `${versus}; exact analysis ${percent(exact)}, ${sigmas.toFixed(1)} σ away`, load),
      ...peers.map((played) => row(played, '', load)),
    ];
    for (const engine of engines.filter((candidate) => candidate.refusal !== null)) {
      rows.push({
        name: `peers-6d, one thread: ${engine.name}`,
        medianMs: Number.NaN,
        p99Ms: Number.NaN,
        samples: 0,
        note: `${engine.refusal ?? ''}${engine.published ? `; published: ${rate(engine.published.roundsPerSecond)} rounds/s, ${engine.published.source}` : ''}`,
      });
    }
    return rows;
  },
};
