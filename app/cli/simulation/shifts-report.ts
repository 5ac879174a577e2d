import { inventoryTotal } from '../../../engine/books/chip-set.js';
import { toUnits } from '../../../engine/money.js';
import type { RuleProfile } from '../../../engine/rules/profile-schema.js';
import { STAKE_RANGE } from '../../../engine/sim/shift-players.js';
import { profileName } from '../rule-words.js';
import { cliText, words } from '../words.js';
import { duration } from './progress-bar.js';
import { describeRules } from './rules-line.js';
import type { SimulatedShifts } from './simulate-shifts.js';
import { reportLine } from './simulation-report.js';

/** A finished run of whole gaming days with how it was made: what `sabot simulate --days` prints. */
export interface ShiftsReport {
  readonly profile: RuleProfile;
  readonly boxes: number;
  readonly hours: number;
  readonly roundsPerHour: number;
  readonly seed: number;
  readonly shifts: SimulatedShifts;
  readonly path: string;
  readonly elapsedMs: number;
}

/** Amounts in table units, as every figure a person reads. */
export function shiftsJson(report: ShiftsReport): unknown {
  const { shifts } = report;
  const { books } = shifts;
  return {
    profile: report.profile.id,
    days: shifts.days,
    rounds: shifts.rounds,
    boxes: report.boxes,
    hours: report.hours,
    roundsPerHour: report.roundsPerHour,
    seed: report.seed,
    from: shifts.from.toISOString(),
    drop: toUnits(books.cash + books.markers),
    cash: toUnits(books.cash),
    markers: toUnits(books.markers),
    buyIns: books.buyIns,
    fills: books.fills,
    credits: books.credits,
    voids: books.voids,
    croupierChanges: books.croupierChanges,
    houseResult: toUnits(books.houseResult),
    closer: { inventory: shifts.closer, total: toUnits(inventoryTotal(shifts.closer)) },
    elapsedSeconds: report.elapsedMs / 1000,
    log: { path: report.path, facts: shifts.facts },
  };
}

export function shiftsText(report: ShiftsReport): string {
  const { profile, shifts } = report;
  const { books } = shifts;
  const count = (value: number): string => words().number(value);
  const money = (minor: number): string => words().money(minor);
  const seconds = report.elapsedMs / 1000;
  const lines = [
    cliText('cli.simulate.shifts.title', { id: profile.id, name: profileName(profile) }),
    reportLine('rules', describeRules(profile)),
    reportLine(
      'play',
      cliText('cli.simulate.shifts.play', {
        count: report.boxes,
        low: count(STAKE_RANGE.low),
        high: count(STAKE_RANGE.high),
        perHour: count(report.roundsPerHour),
        hours: count(report.hours),
      }),
    ),
    reportLine(
      'days',
      cliText('cli.simulate.shifts.days', {
        count: shifts.days,
        from: shifts.from.toISOString().slice(0, 16).replace('T', ' '),
        rounds: count(shifts.rounds),
        changes: count(books.croupierChanges),
      }),
    ),
    reportLine(
      'books',
      cliText('cli.simulate.shifts.books', {
        drop: money(books.cash + books.markers),
        cash: money(books.cash),
        markers: money(books.markers),
        buyIns: count(books.buyIns),
        fills: count(books.fills),
        credits: count(books.credits),
        voids: count(books.voids),
        house: money(books.houseResult),
        closer: money(inventoryTotal(shifts.closer)),
      }),
    ),
    reportLine(
      'log',
      cliText('cli.simulate.recorded', {
        rounds: count(shifts.rounds),
        path: report.path,
        facts: count(shifts.facts),
      }),
    ),
    reportLine(
      'speed',
      cliText('cli.simulate.shifts.speed', {
        rate: count(Math.round(shifts.rounds / Math.max(seconds, 0.001))),
        elapsed:
          seconds >= 60
            ? duration(seconds)
            : cliText('cli.duration.seconds', { seconds: seconds.toFixed(1) }),
      }),
    ),
    reportLine('repeat', cliText('cli.simulate.shifts.repeat', { seed: report.seed })),
  ];
  return `${lines.join('\n')}\n`;
}
