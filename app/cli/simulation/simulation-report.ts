import { formatUnits } from '../../../engine/money.js';
import type { RuleProfile } from '../../../engine/rules/profile-schema.js';
import type { SimulationSummary } from '../../../engine/sim/simulation-summary.js';
import { duration } from './progress-bar.js';
import { describeRules } from './rules-line.js';

/** A finished run with how it was made: what `sabot simulate` prints. */
export interface SimulationReport {
  readonly profile: RuleProfile;
  readonly boxes: number;
  readonly seed: number;
  readonly workers: number;
  readonly strategy: string;
  readonly summary: SimulationSummary;
  readonly elapsedMs: number;
}

/** Two-sided 95 % normal quantile: ev ± 1.96 standard errors. */
const Z95 = 1.959964;

const roundsPerSecond = (report: SimulationReport): number =>
  report.summary.rounds / (report.elapsedMs / 1000);

/**
 * The promised document: `profile`, `rounds`, `ev`, `stderr`, `roundsPerSecond` first; the rest
 * describes the run. Only `roundsPerSecond` and `elapsedSeconds` change between two runs with the
 * same seed and workers.
 */
export function simulationJson(report: SimulationReport): unknown {
  const { summary } = report;
  const { rounds, ev, stderr, roundStdDev, stakePerRound, ...counts } = summary;
  return {
    profile: report.profile.id,
    rounds,
    ev,
    stderr,
    roundsPerSecond: roundsPerSecond(report),
    interval95: [ev - Z95 * stderr, ev + Z95 * stderr],
    roundStdDev,
    seed: report.seed,
    workers: report.workers,
    boxes: report.boxes,
    stakePerRound: Number(formatUnits(stakePerRound)),
    strategy: report.strategy,
    rules: describeRules(report.profile),
    elapsedSeconds: report.elapsedMs / 1000,
    counts,
  };
}

const percent = (share: number, digits = 3): string => `${(share * 100).toFixed(digits)}%`;
const signed = (share: number): string => `${share >= 0 ? '+' : '−'}${percent(Math.abs(share))}`;
const count = (value: number): string => value.toLocaleString('en');
const elapsed = (seconds: number): string => (seconds < 60 ? `${seconds.toFixed(1)} s` : duration(seconds));

export function simulationText(report: SimulationReport): string {
  const { profile, summary } = report;
  const per = (value: number): string => percent(value / summary.hands, 2);
  const stake = formatUnits(summary.stakePerRound / report.boxes);
  const threads = report.workers === 1 ? '1 thread' : `${report.workers} worker threads`;
  const session = profile.session
    ? `; ${count(summary.sessions)} sessions of ${profile.session.rounds} rounds, ${count(summary.playersReplaced)} players replaced when out of chips`
    : '';
  const lines = [
    `Simulation of ${profile.id} — ${profile.name}`,
    `Rules:    ${describeRules(profile)}`,
    `Play:     ${report.boxes} box${report.boxes === 1 ? '' : 'es'} at the minimum stake of ${stake}, ${report.strategy}, insurance and even money declined${session}`,
    `Rounds:   ${count(summary.rounds)} (${count(summary.hands)} hands: blackjack ${per(summary.blackjacks)}, double ${per(summary.doubles)}, split ${per(summary.splits)}, surrender ${per(summary.surrenders)}; won ${per(summary.handsWon)}, pushed ${per(summary.handsPushed)}, lost ${per(summary.handsLost)})`,
    `EV:       ${signed(summary.ev)} ± ${percent(summary.stderr)} of the initial stake per round (the players' net; negative is the house edge)`,
    `95%:      ${signed(summary.ev - Z95 * summary.stderr)} to ${signed(summary.ev + Z95 * summary.stderr)}`,
    `Speed:    ${count(Math.round(roundsPerSecond(report)))} rounds/s on ${threads}, ${elapsed(report.elapsedMs / 1000)}`,
    `Repeat:   --seed ${report.seed} --workers ${report.workers} plays the same rounds again`,
  ];
  return `${lines.join('\n')}\n`;
}
