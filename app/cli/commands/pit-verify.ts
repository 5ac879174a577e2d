import type { Command } from 'commander';
import type { TableVerdict } from '../../contract/pit-report.js';
import type { KeyOf } from '../../i18n/index.js';
import { verifyCenter } from '../../pit/center/verify-chain.js';
import { CliError, EXIT } from '../exit-codes.js';
import { type CliIo, printJson } from '../io.js';
import { centerOption } from '../shipping-option.js';
import { cliText } from '../words.js';
import { withCenter } from './with-center.js';

interface VerifyOptions {
  pg: string;
  table?: string;
  json?: boolean;
}

/** `sabot pit verify`: every stored chain re-checked at the center, one line per table. */
export function registerPitVerifyCommand(pit: Command, io: CliIo): void {
  pit
    .command('verify')
    .description(cliText('cli.pit.verify.description'))
    .addOption(centerOption())
    .option('--table <id>', cliText('cli.pit.option.table'))
    .option('--json', cliText('cli.pit.option.json'))
    .addHelpText('after', `\n${cliText('cli.pit.verify.exit-codes')}`)
    .action(async (options: VerifyOptions) => {
      const result = await withCenter(options.pg, (center) =>
        verifyCenter(center, options.table === undefined ? {} : { table: options.table }),
      );
      if (options.table !== undefined && result.tables.length === 0)
        throw new CliError(cliText('cli.pit.no-table', { table: options.table }), EXIT.rejected);
      if (options.json) printJson(io, result);
      else if (result.tables.length === 0) io.out(`${cliText('cli.pit.verify.no-tables')}\n`);
      else for (const verdict of result.tables) io.out(`${verdictLine(verdict)}\n`);
      if (!result.intact)
        throw new CliError(
          cliText('cli.pit.verify.not-intact', {
            broken: result.tables.filter((verdict) => !verdict.intact).length,
            tables: result.tables.length,
          }),
          EXIT.rejected,
        );
    });
}

const PROBLEM_WORDS: Record<NonNullable<TableVerdict['problem']>['reason'], KeyOf<'cli'>> = {
  'hash-mismatch': 'cli.pit.verify.problem.hash-mismatch',
  'breaks-chain': 'cli.pit.verify.problem.breaks-chain',
  gap: 'cli.pit.verify.problem.gap',
  'head-differs': 'cli.pit.verify.problem.head-differs',
  'not-a-fact': 'cli.pit.verify.problem.not-a-fact',
  'table-shorter': 'cli.pit.verify.problem.table-shorter',
  'journal-gap': 'cli.pit.verify.problem.journal-gap',
  'journal-breaks': 'cli.pit.verify.problem.journal-breaks',
  'journal-altered': 'cli.pit.verify.problem.journal-altered',
};

/** One table's line: intact with its head, or where its chain first goes wrong and why. */
export function verdictLine(verdict: TableVerdict): string {
  const { problem } = verdict;
  if (problem === null) {
    const intact = cliText('cli.pit.verify.intact', {
      table: verdict.table,
      position: verdict.head.position,
      hash: verdict.head.hash.slice(0, 12),
    });
    return verdict.behind === 0
      ? intact
      : cliText('cli.pit.verify.behind', { intact, reported: verdict.reported, behind: verdict.behind });
  }
  return cliText('cli.pit.verify.broken', {
    table: verdict.table,
    position: problem.position,
    why: cliText(PROBLEM_WORDS[problem.reason], {
      position: problem.position,
      head: verdict.head.position,
      reported: verdict.reported,
      journal: cliText(problem.journal === 'device' ? 'cli.pit.journal.device' : 'cli.pit.journal.refusals'),
    }),
  });
}
