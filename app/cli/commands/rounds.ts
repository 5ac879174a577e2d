import type { Command } from 'commander';
import { openRoundList } from '../../core/projections/round-list-reader.js';
import {
  ROUND_FLAGS,
  type RoundFlag,
  type RoundPageRequest,
  type RoundSummary,
} from '../../core/projections/round-list-types.js';
import type { KeyOf } from '../../i18n/index.js';
import { bufferedOut } from '../buffered-out.js';
import { CliError, EXIT } from '../exit-codes.js';
import type { CliIo } from '../io.js';
import { logOption, readExistingLog } from '../log-option.js';
import { positiveOption } from '../number-option.js';
import { jsonListWriter } from '../replay-output.js';
import { unitsText } from '../round-words.js';
import { textTable } from '../text-table.js';
import { cliText } from '../words.js';

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
    .description(cliText('cli.rounds.description'))
    .addOption(logOption())
    .addOption(positiveOption('--box <n>', cliText('cli.rounds.option.box'), 7))
    .option('--bettor <name>', cliText('cli.rounds.option.bettor'))
    .option('--flag <flag>', cliText('cli.rounds.option.flag', { flags: ROUND_FLAGS.join(', ') }))
    .addOption(positiveOption('--limit <n>', cliText('cli.rounds.option.limit', { limit: DEFAULT_LIMIT })))
    .option('--all', cliText('cli.rounds.option.all'))
    .option('--read-only', cliText('cli.rounds.option.read-only'))
    .option('--json', cliText('cli.rounds.option.json'))
    .action((options: RoundsOptions) => {
      const filter = filterOf(options);
      const limit = options.all ? Number.POSITIVE_INFINITY : (options.limit ?? DEFAULT_LIMIT);
      // `--json` goes out a page at a time (`--all` on a log of years is hundreds of thousands of
      // rounds); the table for the pit boss lines its columns up over every row, so it waits for them.
      const out = bufferedOut(io.out);
      const json = options.json ? jsonListWriter(out.write, 'rounds') : null;
      const { rounds, more, note } = readExistingLog(options.db, () => {
        const reader = openRoundList(options.db, { write: options.readOnly !== true });
        try {
          const listed: RoundSummary[] = [];
          let count = 0;
          let before: number | undefined;
          for (;;) {
            const page = reader.page({
              ...filter,
              limit: Math.min(PAGE, limit - count),
              ...(before && { before }),
            });
            count += page.rounds.length;
            if (json) for (const summary of page.rounds) json.item(jsonOf(summary));
            else listed.push(...page.rounds);
            if (page.next === null) return { rounds: listed, more: false, note: reader.note };
            if (count >= limit) return { rounds: listed, more: true, note: reader.note };
            before = page.next;
          }
        } finally {
          reader.close();
        }
      });
      if (note) io.err(`sabot: ${note}\n`);
      if (json) json.end();
      else out.write(describeRounds(rounds, more));
      out.flush();
    });
}

function filterOf(options: RoundsOptions): RoundPageRequest {
  const filter: { box?: number; bettor?: string; flag?: RoundFlag } = {};
  if (options.box !== undefined) filter.box = options.box;
  if (options.bettor !== undefined) filter.bettor = options.bettor;
  if (options.flag !== undefined) filter.flag = flagOf(options.flag);
  return filter;
}

/** The flag `--flag` names, or a usage error listing them. */
export function flagOf(text: string): RoundFlag {
  const flag = ROUND_FLAGS.find((candidate) => candidate === text);
  if (!flag)
    throw new CliError(
      cliText('cli.rounds.bad-flag', { flags: ROUND_FLAGS.join(', '), flag: text }),
      EXIT.usage,
    );
  return flag;
}

/** A round for a script: its croupier by badge (null before the table's register) and name. */
const jsonOf = (summary: RoundSummary) => ({
  round: summary.round,
  shoe: summary.shoe,
  boxes: summary.boxes,
  net: summary.net,
  flags: summary.flags,
  startedAt: summary.startedAt,
  settledAt: summary.settledAt,
  croupier: { badge: summary.croupierBadge, name: summary.croupier },
});

const signed = (amount: number): string =>
  amount > 0 ? `+${unitsText(amount)}` : amount < 0 ? `-${unitsText(-amount)}` : unitsText(0);

/** Each bettor's net in the round; the bettors alone where no net is recorded. */
export const netsText = (round: { net: Record<string, number>; bettors: readonly string[] }): string =>
  Object.entries(round.net)
    .map(([bettor, net]) => `${bettor} ${signed(net)}`)
    .join(', ') || round.bettors.join(', ');

/** A flag as the pit boss reads it; `--flag` takes the code the JSON carries. */
const FLAGS: Readonly<Record<RoundFlag, KeyOf<'cli'>>> = {
  misdeal: 'cli.rounds.flag.misdeal',
  correction: 'cli.rounds.flag.correction',
  alarm: 'cli.rounds.flag.alarm',
  void: 'cli.rounds.flag.void',
};
export const flagsText = (flags: readonly RoundFlag[]): string =>
  flags.map((flag) => cliText(FLAGS[flag])).join(',');

export const clock = (iso: string | null): string =>
  iso === null ? '—' : iso.replace('T', ' ').slice(0, 19);

function describeRounds(rounds: readonly RoundSummary[], more: boolean): string {
  if (rounds.length === 0) return `${cliText('cli.rounds.none')}\n`;
  const rows = rounds.map((summary) => [
    String(summary.round),
    String(summary.shoe),
    summary.boxes.join(',') || '—',
    netsText(summary),
    flagsText(summary.flags),
    clock(summary.startedAt),
    clock(summary.settledAt),
    summary.croupier,
  ]);
  const header = [
    cliText('cli.rounds.column.round'),
    cliText('cli.rounds.column.shoe'),
    cliText('cli.rounds.column.boxes'),
    cliText('cli.rounds.column.nets'),
    cliText('cli.rounds.column.flags'),
    cliText('cli.rounds.column.started'),
    cliText('cli.rounds.column.settled'),
    cliText('cli.rounds.column.croupier'),
  ];
  const table = textTable(header, rows);
  const footer = more ? `\n${cliText('cli.rounds.more', { count: rounds.length })}\n` : '\n';
  return `${table}\n${footer}`;
}
