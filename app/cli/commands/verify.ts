import { existsSync } from 'node:fs';
import type { Command } from 'commander';
import { missingLogSentence, notALogFile } from '../../core/log/open-failure.js';
import { verifyLog } from '../../core/log/verify.js';
import { CliError, EXIT } from '../exit-codes.js';
import { type CliIo, printJson } from '../io.js';

export function registerVerifyCommand(program: Command, io: CliIo): void {
  program
    .command('verify')
    .description(
      "audit a table's log: integrity, migrations, append-only guards, hash chain, the journals' and PINs' seals, chain head",
    )
    .requiredOption('--db <file>', 'the table log')
    .option('--json', 'print the result as JSON')
    .addHelpText('after', '\nExit codes: 0 the log is intact, 3 it is not (the first bad position is named).')
    .action((options: { db: string; json?: boolean }) => {
      // A mistyped name is not a damaged log: nothing was verified.
      if (!existsSync(options.db))
        throw new CliError(`${missingLogSentence(options.db)} (nothing was verified)`, EXIT.rejected);
      const special = notALogFile(options.db);
      if (special) throw new CliError(`${special} (nothing was verified)`, EXIT.rejected);
      const result = verifyLog(options.db);
      if (options.json === true) printJson(io, result);
      if (result.ok) {
        if (options.json !== true) {
          const head = result.head
            ? `, chain head at ${result.head.position} (${result.head.hash.slice(0, 12)}…)`
            : '';
          io.out(`${options.db}: intact — ${result.events} events${head}\n`);
        }
        return;
      }
      const where = result.position === null ? '' : ` at position ${result.position}`;
      throw new CliError(`${options.db} is NOT intact${where}: ${result.problem}`, EXIT.rejected);
    });
}
