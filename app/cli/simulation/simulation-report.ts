import { formatUnits } from '../../../engine/money.js';
import type { RuleProfile } from '../../../engine/rules/profile-schema.js';
import type { SimulationSummary } from '../../../engine/sim/simulation-summary.js';
import { profileName } from '../rule-words.js';
import { cliText, fixedText, words } from '../words.js';
import type { SampleCheck } from './fast-check.js';
import { duration } from './progress-bar.js';
import { describeRules, englishWords } from './rules-line.js';
import type { SimulationEngine } from './worker-messages.js';

/** A finished run with how it was made: what `sabot simulate` prints. */
export interface SimulationReport {
  readonly profile: RuleProfile;
  readonly boxes: number;
  readonly seed: number;
  readonly workers: number;
  readonly strategy: string;
  readonly engine: SimulationEngine;
  /** The fast path's sample replayed through the statechart; null when the statechart played. */
  readonly check: SampleCheck | null;
  readonly summary: SimulationSummary;
  readonly elapsedMs: number;
}

/** Two-sided 95 % normal quantile: ev ± 1.96 standard errors. */
export const Z95 = 1.959964;

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
    engine: report.engine,
    ...(report.check && { check: report.check }),
    rules: describeRules(report.profile, englishWords),
    elapsedSeconds: report.elapsedMs / 1000,
    counts,
  };
}

const count = (value: number): string => words().number(value);
/** A share as a percentage in the command's language: 0.00512 → `0.512%`. */
export const percent = (share: number, digits = 3): string =>
  `${new Intl.NumberFormat(words().language, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }).format(share * 100)}%`;
const signed = (share: number): string => `${share >= 0 ? '+' : '−'}${percent(Math.abs(share))}`;
/** `12.3 s` under a minute, else as the progress bar says it. */
const elapsed = (seconds: number): string => {
  if (seconds >= 60) return duration(seconds);
  return cliText('cli.duration.seconds', { seconds: fixedText(seconds, 1) });
};

const LABELS = {
  rules: 'cli.simulate.label.rules',
  play: 'cli.simulate.label.play',
  rounds: 'cli.simulate.label.rounds',
  ev: 'cli.simulate.label.ev',
  interval: 'cli.simulate.label.interval',
  speed: 'cli.simulate.label.speed',
  repeat: 'cli.simulate.label.repeat',
  log: 'cli.simulate.label.log',
  check: 'cli.simulate.label.check',
  days: 'cli.simulate.label.days',
  books: 'cli.simulate.label.books',
} as const;

/** `Rules:    …`: a line of the report, its label padded so that every line's text starts in one column. */
export function reportLine(label: keyof typeof LABELS, text: string): string {
  const width = Math.max(...Object.values(LABELS).map((key) => cliText(key).length)) + 3;
  return `${cliText(LABELS[label]).padEnd(width)}${text}`;
}

export function simulationText(report: SimulationReport): string {
  const { profile, summary } = report;
  const per = (value: number): string => percent(value / summary.hands, 2);
  const stake = words().money(summary.stakePerRound / report.boxes);
  const session = profile.session
    ? cliText('cli.simulate.sessions', {
        sessions: count(summary.sessions),
        rounds: count(profile.session.rounds),
        replaced: count(summary.playersReplaced),
      })
    : '';
  const strategy = cliText('cli.simulate.strategy');
  const lines = [
    cliText('cli.simulate.title', { id: profile.id, name: profileName(profile) }),
    reportLine('rules', describeRules(profile)),
    reportLine('play', cliText('cli.simulate.play', { count: report.boxes, stake, strategy }) + session),
    reportLine(
      'rounds',
      cliText('cli.simulate.rounds', {
        rounds: count(summary.rounds),
        hands: count(summary.hands),
        blackjacks: per(summary.blackjacks),
        doubles: per(summary.doubles),
        splits: per(summary.splits),
        surrenders: per(summary.surrenders),
        won: per(summary.handsWon),
        pushed: per(summary.handsPushed),
        lost: per(summary.handsLost),
      }),
    ),
    reportLine('ev', cliText('cli.simulate.ev', { ev: signed(summary.ev), stderr: percent(summary.stderr) })),
    reportLine(
      'interval',
      cliText('cli.simulate.interval', {
        low: signed(summary.ev - Z95 * summary.stderr),
        high: signed(summary.ev + Z95 * summary.stderr),
      }),
    ),
    reportLine(
      'speed',
      cliText('cli.simulate.speed', {
        rate: count(Math.round(roundsPerSecond(report))),
        threads: cliText('cli.simulate.threads', { count: report.workers }),
        elapsed: elapsed(report.elapsedMs / 1000),
      }),
    ),
    ...(report.check
      ? [reportLine('check', cliText('cli.simulate.check', { rounds: count(report.check.rounds) }))]
      : []),
    reportLine('repeat', cliText('cli.simulate.repeat', { seed: report.seed, workers: report.workers })),
  ];
  return `${lines.join('\n')}\n`;
}
