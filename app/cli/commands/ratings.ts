import type { Command } from 'commander';
import type { Rating } from '../../../engine/ratings/rating.js';
import {
  type RatingsQuery,
  readRatingsOfFile,
  type TableRatings,
  withRatingsOfFile,
} from '../../core/ratings/ratings-reader.js';
import {
  edgeCommand,
  ratingReply,
  ratingsReply,
  withoutEdgeReply,
} from '../../core/ratings/ratings-reply.js';
import { bufferedOut } from '../buffered-out.js';
import { CliError, EXIT } from '../exit-codes.js';
import { type CliIo, printJson } from '../io.js';
import { readExistingLog, withLog } from '../log-option.js';
import { jsonListWriter } from '../replay-output.js';
import { percent } from '../simulation/simulation-report.js';
import { textTable } from '../text-table.js';
import { cliText, words } from '../words.js';
import { periodOf } from './report.js';
import { replicaCacheOption, withCenter, withReplicas } from './with-center.js';

interface RatingsOptions {
  db?: string;
  pg?: string;
  cache?: string;
  player?: string;
  day?: string;
  json?: boolean;
  readOnly?: boolean;
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
    .option('--db <file>', cliText('cli.option.db-log'))
    .option('--pg <url>', cliText('cli.ratings.option.pg'))
    .addOption(replicaCacheOption())
    .option('--player <card>', cliText('cli.ratings.option.player'))
    .option('--day <YYYY-MM-DD>', cliText('cli.ratings.option.day'))
    .option('--json', cliText('cli.ratings.option.json'))
    .option('--read-only', cliText('cli.ratings.option.read-only'))
    .action(async (options: RatingsOptions) => {
      periodOf({ day: options.day });
      if ((options.db === undefined) === (options.pg === undefined))
        throw new CliError(cliText('cli.ratings.db-or-pg'), EXIT.usage);
      const query = {
        ...(options.player !== undefined && { player: options.player }),
        ...(options.day !== undefined && { day: options.day }),
        ...(options.readOnly === true && { write: false }),
      };
      if (options.json === true && options.db !== undefined) return printLogJson(io, options.db, query);
      const read =
        options.pg === undefined
          ? [ofLog(options.db ?? '', query)]
          : await ofPit(io, options.pg, query, options.cache);
      if (options.json === true) printJson(io, pitRatingsReply(read));
      else io.out(read.map(({ read: each, db }) => ratingsText(each, db)).join('\n'));
    });
}

type Read = { readonly read: TableRatings; readonly db: string };

/**
 * `--json` of one log, the document `pitRatingsReply` gives for it, each rating written as it is
 * read: a table's log of years holds tens of thousands of sessions, never held whole.
 */
function printLogJson(io: CliIo, db: string, query: RatingsQuery): void {
  const out = bufferedOut(io.out);
  const json = jsonListWriter(out.write, 'ratings');
  const withoutEdge = readExistingLog(db, () =>
    withRatingsOfFile(db, query, (stream) => {
      for (const rating of stream.ratings) json.item(ratingReply(rating));
      return stream.withoutEdge();
    }),
  );
  json.end({ withoutEdge: withoutEdgeReply(withoutEdge, db) });
  out.flush();
}

function ofLog(db: string, query: RatingsQuery): Read {
  return { read: readExistingLog(db, () => readRatingsOfFile(db, query)), db };
}

/**
 * Every table of the pit, each read from its replica of the center's copy of its log; with a cache
 * folder the replicas (and their rounds' cache) are kept there and only brought up to date.
 */
function ofPit(io: CliIo, pg: string, query: RatingsQuery, cache: string | undefined): Promise<Read[]> {
  return withCenter(pg, (center) =>
    withReplicas(io, center, cache, (tables) =>
      // The edge is recorded at the table: its command names the table's own log.
      tables.map(({ table, file }) => ({
        read: withLog(() => readRatingsOfFile(file, query)),
        db: `${table}.db`,
      })),
    ),
  );
}

/** One document for one table or the pit: every table's ratings, and each table's missing edge. */
const pitRatingsReply = (read: readonly Read[]) => {
  const replies = read.map(({ read: each, db }) => ratingsReply(each, db));
  return {
    ratings: replies.flatMap((reply) => reply.ratings),
    withoutEdge: replies.flatMap((reply) => reply.withoutEdge),
  };
};

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
  return `${[textTable(header, rows), cliText('cli.ratings.signs'), ...missing].join('\n')}\n`;
}
