import { existsSync } from 'node:fs';
import type { Command } from 'commander';
import { missingLogSentence } from '../../core/log/open-failure.js';
import { openRoundList } from '../../core/projections/round-list-reader.js';
import {
  ROUND_FLAGS,
  type RoundFlag,
  type RoundPageRequest,
  type RoundSummary,
} from '../../core/projections/round-list-types.js';
import { CliError, EXIT } from '../exit-codes.js';
import { type CliIo, printJson } from '../io.js';
import { withLog } from '../log-option.js';
import { wholeNumberOption } from '../number-option.js';
import { textTable } from '../text-table.js';

/** Rounds shown unless --limit or --all says otherwise: the newest page, as the pit review's. */
const DEFAULT_LIMIT = 50;
/** --all reads the list a page of this many rounds at a time. */
const PAGE = 500;

interface RoundsOptions {
  db: string;
  json?: boolean;
  box?: number;
  bettor?: string;
  flag?: string;
  limit?: number;
  all?: boolean;
  readOnly?: boolean;
}

export function registerRoundsCommand(program: Command, io: CliIo): void {
  program
    .command('rounds')
    .description("list a table's rounds, newest first: shoe, boxes, bettors, nets, flags, times, croupier")
    .requiredOption('--db <file>', 'the table log')
    .addOption(
      wholeNumberOption('--box <n>', 'only rounds with a bet on this box (1-7)', { least: 1, most: 7 }),
    )
    .option('--bettor <name>', 'only rounds this bettor bet in')
    .option('--flag <flag>', `only rounds flagged ${ROUND_FLAGS.join(', ')}`)
    .addOption(
      wholeNumberOption('--limit <n>', `at most this many rounds (default ${DEFAULT_LIMIT})`, { least: 1 }),
    )
    .option('--all', 'every round of the log')
    .option(
      '--read-only',
      'never write to the file (an evidence copy): an unprojected log is folded in memory',
    )
    .option('--json', 'print {"rounds": [...]}, nets in table units')
    .action((options: RoundsOptions) => {
      const filter = filterOf(options);
      const limit = options.all ? Number.POSITIVE_INFINITY : (options.limit ?? DEFAULT_LIMIT);
      if (!existsSync(options.db)) throw new CliError(missingLogSentence(options.db), EXIT.rejected);
      const { rounds, more, note } = withLog(() => {
        const reader = openRoundList(options.db, { write: options.readOnly !== true });
        try {
          const listed: RoundSummary[] = [];
          let before: number | undefined;
          for (;;) {
            const page = reader.page({
              ...filter,
              limit: Math.min(PAGE, limit - listed.length),
              ...(before && { before }),
            });
            listed.push(...page.rounds);
            if (page.next === null) return { rounds: listed, more: false, note: reader.note };
            if (listed.length >= limit) return { rounds: listed, more: true, note: reader.note };
            before = page.next;
          }
        } finally {
          reader.close();
        }
      });
      if (note) io.err(`sabot: ${note}\n`);
      if (options.json) printJson(io, { rounds: rounds.map(jsonOf) });
      else io.out(describeRounds(rounds, more));
    });
}

function filterOf(options: RoundsOptions): RoundPageRequest {
  const filter: { box?: number; bettor?: string; flag?: RoundFlag } = {};
  if (options.box !== undefined) filter.box = options.box;
  if (options.bettor !== undefined) filter.bettor = options.bettor;
  if (options.flag !== undefined) {
    const flag = ROUND_FLAGS.find((candidate) => candidate === options.flag);
    if (!flag)
      throw new CliError(`--flag takes one of ${ROUND_FLAGS.join(', ')}, not "${options.flag}"`, EXIT.usage);
    filter.flag = flag;
  }
  return filter;
}

const jsonOf = ({ round, shoe, boxes, net, flags, startedAt, settledAt }: RoundSummary) => ({
  round,
  shoe,
  boxes,
  net,
  flags,
  startedAt,
  settledAt,
});

const signed = (amount: number): string => (amount > 0 ? `+${amount}` : String(amount));
const clock = (iso: string | null): string => (iso === null ? '—' : iso.replace('T', ' ').slice(0, 19));

function describeRounds(rounds: readonly RoundSummary[], more: boolean): string {
  if (rounds.length === 0) return 'No round matches.\n';
  const rows = rounds.map((summary) => [
    String(summary.round),
    String(summary.shoe),
    summary.boxes.join(',') || '—',
    Object.entries(summary.net)
      .map(([bettor, net]) => `${bettor} ${signed(net)}`)
      .join(', ') || summary.bettors.join(', '),
    summary.flags.join(',') || '',
    clock(summary.startedAt),
    clock(summary.settledAt),
    summary.croupier,
  ]);
  const table = textTable(
    ['round', 'shoe', 'boxes', 'nets', 'flags', 'started', 'settled', 'croupier'],
    rows,
  );
  const footer = more ? `\nthe newest ${rounds.length} shown: --limit N or --all for more\n` : '\n';
  return `${table}\n${footer}`;
}
