import type { Command } from 'commander';
import { PIT_ROUNDS_MAX, type PitRound, type PitRoundSearch } from '../../contract/pit-report.js';
import { ROUND_FLAGS } from '../../core/projections/round-list-types.js';
import { projectRounds } from '../../pit/center/rounds-projection.js';
import { PIT_ROUNDS_DEFAULT, searchRounds } from '../../pit/center/rounds-search.js';
import { type CliIo, jsonText } from '../io.js';
import { withLog } from '../log-option.js';
import { positiveOption } from '../number-option.js';
import { centerOption } from '../shipping-option.js';
import { textTable } from '../text-table.js';
import { cliText } from '../words.js';
import { periodOf } from './report.js';
import { clock, flagOf, flagsText, netsText } from './rounds.js';
import { replicaCacheOption, withCenter, withReplicas } from './with-center.js';

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

/** `sabot pit rounds`: rounds across every table, each table's rounds projected from the center first. */
export function registerPitRoundsCommand(pit: Command, io: CliIo): void {
  pit
    .command('rounds')
    .description(cliText('cli.pit.rounds.description'))
    .addOption(centerOption())
    .option('--flag <flag>', cliText('cli.rounds.option.flag', { flags: ROUND_FLAGS.join(', ') }))
    .option('--bettor <name>', cliText('cli.rounds.option.bettor'))
    .option('--day <YYYY-MM-DD>', cliText('cli.pit.rounds.option.day'))
    .option('--table <id>', cliText('cli.pit.option.table'))
    .addOption(
      positiveOption(
        '--limit <n>',
        cliText('cli.rounds.option.limit', { limit: PIT_ROUNDS_DEFAULT }),
        PIT_ROUNDS_MAX,
      ),
    )
    .option('--json', cliText('cli.pit.option.json'))
    .addOption(replicaCacheOption())
    .action(async (options: PitRoundsOptions) => {
      const search = searchOf(options);
      const rounds = await withCenter(options.pg, async (center) => {
        await withReplicas(io, center, options.cache, async (tables) => {
          for (const replica of tables) await withLog(() => projectRounds(center, replica.log));
        });
        return searchRounds(center, search);
      });
      io.out(options.json ? jsonText({ rounds }) : roundsText(rounds));
    });
}

function searchOf(options: PitRoundsOptions): PitRoundSearch {
  periodOf({ day: options.day });
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
    netsText(round),
    flagsText(round.flags),
    clock(round.startedAt),
    round.croupierBadge === null ? round.croupier : `${round.croupier} (${round.croupierBadge})`,
  ]);
  return `${textTable(header, rows)}\n`;
}
