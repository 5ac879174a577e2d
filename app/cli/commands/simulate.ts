import type { Command } from 'commander';
import type { RuleProfile } from '../../../engine/rules/profile-schema.js';
import { simulationPlanRefusal } from '../../../engine/sim/simulate-rounds.js';
import { summarize } from '../../../engine/sim/simulation-summary.js';
import { CliError, EXIT } from '../exit-codes.js';
import { type CliIo, printJson } from '../io.js';
import { seedOption, wholeNumberOption } from '../number-option.js';
import { type ProfileOptions, resolveProfile, withProfileOptions } from '../profile-option.js';
import { runSimulation } from '../simulation/parallel-run.js';
import { progressBar } from '../simulation/progress-bar.js';
import { SECONDS_PER_INPUT, simulateIntoLog } from '../simulation/simulate-into-log.js';
import { reportLine, simulationJson, simulationText } from '../simulation/simulation-report.js';
import { cliText, words } from '../words.js';

interface SimulateOptions extends ProfileOptions {
  rounds: number;
  seed?: number;
  boxes?: number;
  workers: number;
  json?: boolean;
  db?: string;
  from?: string;
  operator: string;
}

/** How the simulated players play; named in the JSON beside the figures it gives. */
const STRATEGY = 'basic strategy';
const MOST_WORKERS = 64;

const HELP = `
Every round is played through the same round statechart and settlement as a live table: a
shuffled shoe with the profile's cut card (a home deck is gathered and shuffled after every round),
each box one bettor at the table minimum playing basic strategy, insurance and even money declined.
EV is the players' mean net per round per unit of initial stake (negative: the house edge), and its
standard error is computed from the rounds.

--boxes defaults to the fewest boxes the table deals to: classic-6d deals only with at least two
occupied boxes ("To start the game, at least two boxes must be occupied"), so it plays 2 boxes and
refuses --boxes 1; for a one-box figure under classic-6d rules, load a copy of the profile with
table.minOccupiedBoxes set to 1 (--rules FILE). A home game plays back-to-back sessions of its
agreed rounds, each starting from the players' starting chips; a player out of chips is replaced.

The same --seed and the same --workers always play the same rounds and print the same figures
(only the speed differs); another number of workers plays other shoes, so its figures differ
within their standard error. Without --seed the seed comes from the clock and is printed.
A progress bar is drawn on standard error when it is a terminal.

With --db FILE the rounds are also recorded into that table log (created if new), each round one
transaction through the table service, with the source "simulator": a log of months of play for
the pit review and the reports ("sabot verify --db FILE" and "sabot replay --db FILE" read it like
any other). It plays in one thread, one input every ${SECONDS_PER_INPUT} s of table time from --from (default now,
or after the log's last fact); Ctrl-C stops after the round being recorded.

Examples:
  sabot simulate --profile classic-6d --rounds 50000 --boxes 3 --db month.db --from 2026-11-01T18:00:00Z
  sabot simulate --profile open-6d --rounds 1000000 --workers 2
  sabot simulate --profile classic-6d --rounds 200000 --seed 7 --json
  sabot simulate --profile home-1d --rounds 100000 --boxes 3`;

export function registerSimulateCommand(program: Command, io: CliIo): void {
  withProfileOptions(
    program
      .command('simulate')
      .description(
        'play rounds by basic strategy through the round statechart and report the expected value (house edge)',
      ),
  )
    .addOption(wholeNumberOption('--rounds <n>', 'rounds to play', { least: 1 }).makeOptionMandatory())
    .addOption(
      seedOption('--seed <n>', 'shuffle seed (default: from the clock, printed so the run can be repeated)'),
    )
    .addOption(
      wholeNumberOption(
        '--boxes <k>',
        'occupied boxes, one bettor each (default: the fewest the table deals to)',
        {
          least: 1,
          most: 7,
        },
      ),
    )
    .addOption(
      wholeNumberOption(
        '--workers <w>',
        'worker threads sharing the rounds (1 plays in the command itself)',
        {
          least: 1,
          most: MOST_WORKERS,
        },
      ).default(1),
    )
    .option('--json', 'print JSON instead of text')
    .option('--db <file>', 'also record the rounds into this table log (created if new)')
    .option('--from <time>', 'with --db: the table time of the first input (ISO 8601; default now)')
    .option('--operator <name>', 'with --db: the croupier the rounds are recorded under', 'simulator')
    .addHelpText('after', HELP)
    .action(async (options: SimulateOptions) => {
      const profile = resolveProfile(options);
      const { rounds, workers } = options;
      const seed = options.seed ?? Date.now() % 2 ** 31;
      const boxes = chosenBoxes(profile, options.boxes, rounds);
      // The bar goes to standard error, and only on a terminal: piped or redirected output stays clean.
      const bar = process.stderr.isTTY
        ? progressBar(io.err, rounds, cliText('cli.simulate.unit.rounds'))
        : null;
      const started = performance.now();
      const onProgress = bar ? (played: number) => bar.update(played) : undefined;
      try {
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
          (await runSimulation({ profile, boxes, rounds, seed, workers, ...(onProgress && { onProgress }) }));
        const report = {
          profile,
          boxes,
          seed,
          workers,
          strategy: STRATEGY,
          summary: summarize(totals),
          elapsedMs: performance.now() - started,
        };
        bar?.finish();
        const log = options.db !== undefined && recorded ? { path: options.db, facts: recorded.facts } : null;
        if (options.json === true)
          printJson(io, { ...(simulationJson(report) as object), ...(log && { log }) });
        else io.out(simulationText(report) + (log ? recordedText(log, totals.rounds) : ''));
      } catch (error) {
        bar?.finish();
        throw error;
      }
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
