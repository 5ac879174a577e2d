import { existsSync } from 'node:fs';
import type { Command } from 'commander';
import type { Rating } from '../../../engine/ratings/rating.js';
import { missingLogSentence } from '../../core/log/open-failure.js';
import { readRatingsOfFile, type TableRatings } from '../../core/projections/ratings-reader.js';
import { edgeCommand, ratingsReply } from '../../core/projections/ratings-reply.js';
import { CliError, EXIT } from '../exit-codes.js';
import { type CliIo, printJson } from '../io.js';
import { withLog } from '../log-option.js';
import { percent } from '../simulation/simulation-report.js';
import { textTable } from '../text-table.js';
import { cliText, words } from '../words.js';
import { periodOf } from './report.js';

interface RatingsOptions {
  db: string;
  player?: string;
  day?: string;
  json?: boolean;
}

/**
 * `sabot ratings`: each rated player's sessions at the table, exact from the log: time, rounds,
 * hands, stakes, the actual result and the theoretical win at the house edge recorded for the
 * table's rules (`sabot edge compute`).
 */
export function registerRatingsCommand(program: Command, io: CliIo): void {
  program
    .command('ratings')
    .description(cliText('cli.ratings.description'))
    .requiredOption('--db <file>', cliText('cli.option.db-log'))
    .option('--player <card>', cliText('cli.ratings.option.player'))
    .option('--day <YYYY-MM-DD>', cliText('cli.ratings.option.day'))
    .option('--json', cliText('cli.ratings.option.json'))
    .action((options: RatingsOptions) => {
      periodOf({ ...(options.day !== undefined && { day: options.day }) });
      if (!existsSync(options.db))
        throw new CliError(words().say(missingLogSentence(options.db)), EXIT.rejected);
      const read = withLog(() =>
        readRatingsOfFile(options.db, {
          ...(options.player !== undefined && { player: options.player }),
          ...(options.day !== undefined && { day: options.day }),
        }),
      );
      if (options.json === true) printJson(io, ratingsReply(read, options.db));
      else io.out(ratingsText(read, options.db));
    });
}

function ratingsText(read: TableRatings, db: string): string {
  if (read.ratings.length === 0) return `${cliText('cli.ratings.none', { table: read.table })}\n`;
  const money = (minor: number | null): string => (minor === null ? '—' : words().money(Math.round(minor)));
  const header = [
    cliText('cli.ratings.column.player'),
    cliText('cli.ratings.column.start'),
    cliText('cli.ratings.column.hours'),
    cliText('cli.ratings.column.rounds'),
    cliText('cli.ratings.column.average-bet'),
    cliText('cli.ratings.column.stakes'),
    cliText('cli.ratings.column.actual'),
    cliText('cli.ratings.column.theo'),
  ];
  const rows = read.ratings.map((rating: Rating & { table: string }) => [
    `${rating.player} (${rating.name})`,
    rating.start.slice(0, 16).replace('T', ' '),
    words().number(Math.round(rating.hours * 100) / 100),
    `${words().number(rating.rounds)} / ${words().number(rating.hands)}`,
    money(rating.averageBet),
    money(rating.stakes),
    money(rating.actual),
    rating.theo === null
      ? '—'
      : `${money(rating.theo)} [${money(rating.theoLow)}; ${money(rating.theoHigh)}] @ ${percent(rating.edge?.edge ?? 0)}`,
  ]);
  const missing = read.withoutEdge.map((profile) =>
    cliText('cli.ratings.without-edge', { profile, command: edgeCommand(db) }),
  );
  return `${[textTable(header, rows), ...missing].join('\n')}\n`;
}
