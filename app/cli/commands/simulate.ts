import type { Command } from 'commander';
import type { RuleProfile } from '../../../engine/rules/profile-schema.js';
import { simulationPlanRefusal } from '../../../engine/sim/simulate-rounds.js';
import { summarize } from '../../../engine/sim/simulation-summary.js';
import { CliError, EXIT } from '../exit-codes.js';
import { type CliIo, jsonText, printJson } from '../io.js';
import { positiveOption, roundsPerHourOption, seedOption, seedOrClock } from '../number-option.js';
import { type ProfileOptions, resolveProfile, withProfileOptions } from '../profile-option.js';
import { chosenEngine, engineOption } from '../simulation/engine-option.js';
import { checkSample } from '../simulation/fast-check.js';
import { runSimulation } from '../simulation/parallel-run.js';
import { withRoundsBar } from '../simulation/progress-bar.js';
import { shiftsJson, shiftsText } from '../simulation/shifts-report.js';
import { SECONDS_PER_INPUT, simulateIntoLog } from '../simulation/simulate-into-log.js';
import {
  DEFAULT_HOURS,
  DEFAULT_STAFF,
  DEFAULT_TRAY,
  defaultRoundsPerHour,
  readNames,
  readTray,
  simulateShifts,
} from '../simulation/simulate-shifts.js';
import { reportLine, simulationJson, simulationText } from '../simulation/simulation-report.js';
import type { SimulationEngine } from '../simulation/worker-messages.js';
import { cliText, words } from '../words.js';

interface SimulateOptions extends ProfileOptions {
  rounds?: number;
  days?: number;
  hours: number;
  roundsPerHour?: number;
  tray?: string;
  croupiers?: string;
  supervisors?: string;
  seed?: number;
  boxes?: number;
  workers: number;
  engine?: SimulationEngine;
  json?: boolean;
  db?: string;
  from?: string;
  operator: string;
}

/** How the simulated players play; named in the JSON beside the figures it gives. */
const STRATEGY = 'basic strategy';
const MOST_WORKERS = 64;
/** Ten years of gaming days; one table's month is 30. */
const MOST_DAYS = 3660;

const helpText = (): string =>
  `\n${cliText('cli.simulate.help', { seconds: SECONDS_PER_INPUT })}\n\n${cliText('cli.simulate.shifts.help', { hours: DEFAULT_HOURS, tray: JSON.stringify(DEFAULT_TRAY) })}\n\n${cliText('cli.examples')}\n  sabot simulate --profile classic-6d --rounds 50000 --boxes 3 --db month.db --from 2026-11-01T18:00:00Z
  sabot simulate --profile classic-6d --days 30 --db november.db --from 2026-11-01T18:00:00Z --seed 11
  sabot simulate --profile open-6d --rounds 1000000 --workers 2
  sabot simulate --profile open-6d --rounds 100000000 --workers 2 --engine fast
  sabot simulate --profile classic-6d --rounds 200000 --seed 7 --json
  sabot simulate --profile home-1d --rounds 100000 --boxes 3`;

export function registerSimulateCommand(program: Command, io: CliIo): void {
  withProfileOptions(program.command('simulate').description(cliText('cli.simulate.description')))
    .addOption(positiveOption('--rounds <n>', cliText('cli.simulate.option.rounds')))
    .addOption(positiveOption('--days <n>', cliText('cli.simulate.option.days'), MOST_DAYS))
    .addOption(positiveOption('--hours <h>', cliText('cli.simulate.option.hours'), 24).default(DEFAULT_HOURS))
    .addOption(roundsPerHourOption(cliText('cli.simulate.option.rounds-per-hour')))
    .option('--tray <json>', cliText('cli.simulate.option.tray'))
    .option('--croupiers <names>', cliText('cli.simulate.option.croupiers'))
    .option('--supervisors <names>', cliText('cli.simulate.option.supervisors'))
    .addOption(seedOption('--seed <n>', cliText('cli.simulate.option.seed')))
    .addOption(positiveOption('--boxes <k>', cliText('cli.simulate.option.boxes'), 7))
    .addOption(
      positiveOption('--workers <w>', cliText('cli.simulate.option.workers'), MOST_WORKERS).default(1),
    )
    .addOption(engineOption())
    .option('--json', cliText('cli.simulate.option.json'))
    .option('--db <file>', cliText('cli.simulate.option.db'))
    .option('--from <time>', cliText('cli.simulate.option.from'))
    .option('--operator <name>', cliText('cli.simulate.option.operator'), 'simulator')
    .addHelpText('after', helpText())
    .action(async (options: SimulateOptions) => {
      const profile = resolveProfile(options);
      if (options.days !== undefined) return playShifts(io, profile, options.days, options);
      const { workers } = options;
      const rounds = options.rounds;
      if (rounds === undefined) throw new CliError(cliText('cli.simulate.shifts.rounds-or-days'), EXIT.usage);
      const seed = seedOrClock(options.seed);
      const boxes = chosenBoxes(profile, options.boxes, rounds);
      const engine = chosenEngine(profile, options, rounds);
      const { report, log } = await withRoundsBar(io, rounds, async (onProgress) => {
        // Checked first, and outside the timed run: a fast path that plays otherwise than the
        // statechart gives no figures.
        const check = engine === 'fast' ? checkSample({ profile, boxes, rounds, seed, workers }) : null;
        const started = performance.now();
        const recorded =
          options.db === undefined
            ? null
            : await simulateIntoLog({
                db: options.db,
                profile,
                boxes,
                rounds,
                seed,
                from: startTime(options.from, workers),
                operator: options.operator,
                ...(onProgress && { onRound: onProgress }),
              });
        const totals =
          recorded?.totals ??
          (await runSimulation({
            profile,
            boxes,
            rounds,
            seed,
            workers,
            engine,
            ...(onProgress && { onProgress }),
          }));
        const report = {
          profile,
          boxes,
          seed,
          workers,
          strategy: STRATEGY,
          engine,
          check,
          summary: summarize(totals),
          elapsedMs: performance.now() - started,
        };
        return {
          report,
          log: options.db !== undefined && recorded ? { path: options.db, facts: recorded.facts } : null,
        };
      });
      if (options.json === true)
        printJson(io, { ...(simulationJson(report) as object), ...(log && { log }) });
      else io.out(simulationText(report) + (log ? recordedText(log, report.summary.rounds) : ''));
    });
}

/** Where the recorded table's clock starts; a recorded run is one table, so one thread. */
function startTime(text: string | undefined, workers: number): Date {
  if (workers !== 1) throw new CliError(cliText('cli.simulate.db-one-thread'), EXIT.usage);
  if (text === undefined) return new Date();
  const time = new Date(text);
  if (Number.isNaN(time.getTime()))
    throw new CliError(cliText('cli.simulate.from-time', { text }), EXIT.usage);
  return time;
}

const recordedText = (log: { path: string; facts: number }, rounds: number): string =>
  `${reportLine(
    'log',
    cliText('cli.simulate.recorded', {
      rounds: words().number(rounds),
      path: log.path,
      facts: words().number(log.facts),
    }),
  )}\n`;

function chosenBoxes(profile: RuleProfile, chosen: number | undefined, rounds: number): number {
  const boxes = chosen ?? profile.table.minOccupiedBoxes;
  if (boxes > profile.table.boxes) {
    const sentence = cliText('cli.simulate.boxes-range', { boxes: profile.table.boxes, profile: profile.id });
    throw new CliError(sentence, EXIT.usage);
  }
  const refusal = simulationPlanRefusal(profile, boxes, rounds);
  if (refusal) throw new CliError(refusal, EXIT.rejected);
  return boxes;
}

/** `--days N`: whole gaming days of one table recorded into `--db`, with its books. */
async function playShifts(
  io: CliIo,
  profile: RuleProfile,
  days: number,
  options: SimulateOptions,
): Promise<void> {
  const { db } = options;
  if (db === undefined) throw new CliError(cliText('cli.simulate.shifts.need-db'), EXIT.usage);
  if (options.rounds !== undefined)
    throw new CliError(cliText('cli.simulate.shifts.rounds-or-days'), EXIT.usage);
  const boxes = chosenBoxes(profile, options.boxes ?? profile.table.boxes, 1);
  const roundsPerHour = options.roundsPerHour ?? defaultRoundsPerHour(boxes);
  const seed = seedOrClock(options.seed);
  const staff = {
    ...DEFAULT_STAFF,
    croupiers: readNames(options.croupiers, DEFAULT_STAFF.croupiers, '--croupiers'),
    supervisors: readNames(options.supervisors, DEFAULT_STAFF.supervisors, '--supervisors'),
  };
  const rounds = days * Math.floor(options.hours * roundsPerHour);
  const report = await withRoundsBar(io, rounds, async (onRound) => {
    const started = performance.now();
    const shifts = await simulateShifts({
      db,
      profile,
      boxes,
      days,
      hours: options.hours,
      roundsPerHour,
      seed,
      from: startTime(options.from, options.workers),
      operator: options.operator,
      staff,
      par: readTray(options.tray),
      ...(onRound && { onRound }),
    });
    const elapsedMs = performance.now() - started;
    return { profile, boxes, hours: options.hours, roundsPerHour, seed, shifts, path: db, elapsedMs };
  });
  io.out(options.json === true ? jsonText(shiftsJson(report)) : shiftsText(report));
}
