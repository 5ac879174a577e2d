import type { Command } from 'commander';
import { PIT_ROUNDS_MAX, type PitRound, type PitRoundSearch } from '../../contract/pit-report.js';
import { ROUND_FLAGS } from '../../core/projections/round-list-types.js';
import { openReplicas } from '../../pit/center/report-replicas.js';
import { projectRounds } from '../../pit/center/rounds-projection.js';
import { PIT_ROUNDS_DEFAULT, searchRounds } from '../../pit/center/rounds-search.js';
import { CliError, EXIT } from '../exit-codes.js';
import { type CliIo, printJson } from '../io.js';
import { withLog } from '../log-option.js';
import { wholeNumberOption } from '../number-option.js';
import { textTable } from '../text-table.js';
import { cliText } from '../words.js';
import { sayLeftOut, withCenter } from './pit-center.js';
import { clock, FLAGS, flagOf, signed } from './rounds.js';

interface PitRoundsOptions {
  pg: string;
  flag?: string;
  bettor?: string;
  day?: string;
  table?: string;
  limit?: number;
  json?: boolean;
  cache?: string;
}

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** `sabot pit rounds`: rounds across every table, each table's rounds projected from the center first. */
export function registerPitRoundsCommand(pit: Command, io: CliIo): void {
  pit
    .command('rounds')
    .description(cliText('cli.pit.rounds.description'))
    .requiredOption('--pg <url>', cliText('cli.ship.option.pg'))
    .option('--flag <flag>', cliText('cli.rounds.option.flag', { flags: ROUND_FLAGS.join(', ') }))
    .option('--bettor <name>', cliText('cli.rounds.option.bettor'))
    .option('--day <YYYY-MM-DD>', cliText('cli.pit.rounds.option.day'))
    .option('--table <id>', cliText('cli.pit.option.table'))
    .addOption(
      wholeNumberOption('--limit <n>', cliText('cli.rounds.option.limit', { limit: PIT_ROUNDS_DEFAULT }), {
        least: 1,
        most: PIT_ROUNDS_MAX,
      }),
    )
    .option('--json', cliText('cli.pit.option.json'))
    .option('--cache <dir>', cliText('cli.pit.option.cache'))
    .action(async (options: PitRoundsOptions) => {
      const search = searchOf(options);
      const rounds = await withCenter(options.pg, async (center) => {
        const replicas = await openReplicas(
          center,
          options.cache === undefined ? {} : { cache: options.cache },
        );
        try {
          sayLeftOut(io, replicas.leftOut);
          for (const replica of replicas.tables) await withLog(() => projectRounds(center, replica.log));
        } finally {
          replicas.close();
        }
        return searchRounds(center, search);
      });
      if (options.json) printJson(io, { rounds });
      else io.out(roundsText(rounds));
    });
}

function searchOf(options: PitRoundsOptions): PitRoundSearch {
  if (options.day !== undefined && !DAY.test(options.day))
    throw new CliError(cliText('cli.report.bad-day', { text: options.day }), EXIT.usage);
  return {
    ...(options.flag !== undefined && { flag: flagOf(options.flag) }),
    ...(options.bettor !== undefined && { bettor: options.bettor }),
    ...(options.day !== undefined && { day: options.day }),
    ...(options.table !== undefined && { table: options.table }),
    ...(options.limit !== undefined && { limit: options.limit }),
  };
}

function roundsText(rounds: readonly PitRound[]): string {
  if (rounds.length === 0) return `${cliText('cli.rounds.none')}\n`;
  const header = [
    cliText('cli.report.column.table'),
    cliText('cli.rounds.column.round'),
    cliText('cli.pit.rounds.column.day'),
    cliText('cli.rounds.column.nets'),
    cliText('cli.rounds.column.flags'),
    cliText('cli.rounds.column.started'),
    cliText('cli.rounds.column.croupier'),
  ];
  const rows = rounds.map((round) => [
    round.table,
    String(round.round),
    round.gamingDay,
    Object.entries(round.net)
      .map(([bettor, net]) => `${bettor} ${signed(net)}`)
      .join(', ') || round.bettors.join(', '),
    round.flags.map((flag) => cliText(FLAGS[flag])).join(','),
    clock(round.startedAt),
    round.croupier,
  ]);
  return `${textTable(header, rows)}\n`;
}
