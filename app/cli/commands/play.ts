import { existsSync } from 'node:fs';
import type { Command } from 'commander';
import { type RoundReport, roundReport } from '../../../engine/round/report.js';
import { contextOf, phaseOf, type TableSnapshot } from '../../../engine/round/table.js';
import {
  type PlayOptions,
  type PlayReport,
  playLines,
  type ResolvedTable,
  resolveTable,
  type ScriptLine,
} from '../../../engine/script/play-script.js';
import { recordScript } from '../../core/table/record-script.js';
import { CliError, EXIT } from '../exit-codes.js';
import type { CliIo } from '../io.js';
import { withLog } from '../log-option.js';
import { amountOption, secondsOption } from '../number-option.js';
import { reportOutput } from '../play-report-output.js';
import { loadProfileFile, type ProfileOptions } from '../profile-option.js';
import { scriptFileLines, withFirstLine } from '../script-file.js';
import { type TableConfigOptions, tableConfigOf, withTableConfigOptions } from '../table-config-option.js';
import { withTableService } from '../table-service-log.js';
import { cliText, failureText } from '../words.js';

interface PlayCommandOptions extends TableConfigOptions, ProfileOptions {
  script: string;
  min?: number;
  max?: number;
  json?: boolean;
  db?: string;
  from?: string;
  /** Milliseconds between two lines' times (secondsOption reads seconds). */
  pace?: number;
}

/** Seconds of table time between two lines of a script played `--from` a time, unless `--pace` says. */
const DEFAULT_PACE_SECONDS = 10;

export function registerPlayCommand(program: Command, io: CliIo): void {
  const command = program
    .command('play')
    .description(cliText('cli.play.description'))
    .requiredOption('--script <file>', cliText('cli.play.option.script'))
    .option('--profile <id>', cliText('cli.play.option.profile'))
    .option('--rules <file>', cliText('cli.table.option.rules'))
    .addOption(amountOption('--min <units>', cliText('cli.play.option.min')))
    .addOption(amountOption('--max <units>', cliText('cli.play.option.max')))
    .option('--db <file>', cliText('cli.play.option.db'));
  withTableConfigOptions(command)
    .option('--json', cliText('cli.play.option.json'))
    .option('--from <time>', cliText('cli.play.option.from'))
    .addOption(
      secondsOption('--pace <seconds>', cliText('cli.play.option.pace', { seconds: DEFAULT_PACE_SECONDS })),
    )
    .addHelpText(
      'after',
      `\n${cliText('cli.play.exit-codes')}\n\n${cliText('cli.examples')}\n  sabot play --profile classic-6d --script round.jsonl --json\n  sabot play --script round.jsonl --db table.db`,
    )
    .action(async (options: PlayCommandOptions) => {
      const clock = scriptClock(options);
      const { first, all } = withFirstLine(scriptFileLines(options.script));
      const playOptions: PlayOptions = {
        ...(options.rules !== undefined && { profile: loadProfileFile(options.rules) }),
        ...(options.profile !== undefined && { profileId: options.profile }),
        ...(options.min !== undefined && { min: options.min }),
        ...(options.max !== undefined && { max: options.max }),
      };
      const rejected =
        options.db === undefined
          ? playScript(io, options, all, resolved(first, playOptions))
          : await playIntoLog(io, options, all, options.db, first, playOptions, clock);
      if (rejected.length > 0)
        throw new CliError(cliText('cli.play.lines-refused', { count: rejected.length }), EXIT.rejected);
    });
}

/** The table the script, `--profile` or `--rules` names; refused when none does. */
function resolved(first: ScriptLine | undefined, playOptions: PlayOptions): ResolvedTable {
  const table = resolveTable(first ? [first] : [], playOptions);
  if (!table.ok) throw new CliError(failureText(table), EXIT.rejected);
  return table.value;
}

function playScript(
  io: CliIo,
  options: PlayCommandOptions,
  lines: Iterable<ScriptLine>,
  table: ResolvedTable,
): PlayReport['rejected'] {
  const output = reportOutput(io, table.profile.id, options.json === true);
  const { rejected } = playLines(lines, table, output.round);
  output.finish(rejected);
  return rejected;
}

/** Whether the run names its table: a first line `{"type":"table",…}`, `--profile` or `--rules`. */
const namesTable = (first: ScriptLine | undefined, playOptions: PlayOptions): boolean =>
  (first?.input.ok === true && first.input.value.type === 'table') ||
  playOptions.profile !== undefined ||
  playOptions.profileId !== undefined;

/**
 * The log's last round as it stood before this run is the earlier run's unless this run changed
 * it (played on in it, burned a card after it): the account is of what this run played.
 */
function playedThisRun(round: RoundReport, before: TableSnapshot): boolean {
  const earlier = contextOf(before);
  if (round.round !== earlier.round.number) return true;
  return JSON.stringify(round) !== JSON.stringify(roundReport(earlier, phaseOf(before)));
}

/**
 * Records every line into the log at `dbPath` and prints the rounds this run played. A log that
 * already holds its table names it: the script need not (one that names another is refused).
 */
function playIntoLog(
  io: CliIo,
  options: PlayCommandOptions,
  lines: Iterable<ScriptLine>,
  dbPath: string,
  first: ScriptLine | undefined,
  playOptions: PlayOptions,
  clock: (() => Date) | undefined,
): Promise<PlayReport['rejected']> {
  const table = namesTable(first, playOptions) || !existsSync(dbPath) ? resolved(first, playOptions) : null;
  const open = {
    dbPath,
    ...(table && { profile: table.profile, limits: table.limits, config: tableConfigOf(options) }),
    ...(clock && { clock }),
  };
  return withLog(() =>
    withTableService(open, (service) => {
      const before = service.snapshot;
      const output = reportOutput(io, contextOf(before).profile.id, options.json === true);
      const played = (round: RoundReport) => {
        if (playedThisRun(round, before)) output.round(round);
      };
      const { rejected } = recordScript(service, lines, {
        onRound: played,
        ...(clock && { timeOfLine: clock }),
      });
      output.finish(rejected);
      return rejected;
    }),
  );
}

/**
 * `--from` (with `--db`): the table's clock of a scripted shift, so the facts' times, and with them
 * a shift report's hours and gaming days, are the same at every run. The table's opening (a new
 * log) takes the first time, and each line the next, `--pace` seconds apart.
 */
function scriptClock(options: PlayCommandOptions): (() => Date) | undefined {
  if (options.from === undefined) {
    if (options.pace !== undefined) throw new CliError(cliText('cli.play.pace-needs-from'), EXIT.usage);
    return undefined;
  }
  if (options.db === undefined) throw new CliError(cliText('cli.play.from-needs-db'), EXIT.usage);
  const start = Date.parse(options.from);
  if (Number.isNaN(start))
    throw new CliError(cliText('cli.simulate.from-time', { text: options.from }), EXIT.usage);
  const pace = options.pace ?? DEFAULT_PACE_SECONDS * 1000;
  let next = start;
  return () => {
    const time = new Date(next);
    next += pace;
    return time;
  };
}
