import { existsSync } from 'node:fs';
import type { Command } from 'commander';
import { headPathFor, readChainHead } from '../../core/log/chain-head.js';
import { missingLogSentence, notALogFile } from '../../core/log/open-failure.js';
import { verifyLog } from '../../core/log/verify.js';
import { CliError, EXIT } from '../exit-codes.js';
import { withFactsBar } from '../facts-bar.js';
import { type CliIo, printJson } from '../io.js';
import { logOption } from '../log-option.js';
import { cliText, words } from '../words.js';

export function registerVerifyCommand(program: Command, io: CliIo): void {
  program
    .command('verify')
    .description(cliText('cli.verify.description'))
    .addOption(logOption())
    .option('--json', cliText('cli.verify.option.json'))
    .addHelpText('after', `\n${cliText('cli.verify.exit-codes')}`)
    .action((options: { db: string; json?: boolean }) => {
      // A mistyped name is not a damaged log: nothing was verified.
      if (!existsSync(options.db))
        throw new CliError(nothingVerified(words().say(missingLogSentence(options.db))), EXIT.rejected);
      const special = notALogFile(options.db);
      if (special) throw new CliError(nothingVerified(words().say(special)), EXIT.rejected);
      const result = withFactsBar(io, chainLength(options.db), (onChecked) =>
        verifyLog(options.db, onChecked ? { onChecked } : {}),
      );
      if (options.json === true) printJson(io, result);
      if (result.ok) {
        if (options.json !== true) {
          const intact = cliText('cli.verify.intact', { db: options.db, count: result.events });
          const line = result.head
            ? cliText('cli.verify.head', {
                intact,
                position: result.head.position,
                hash: result.head.hash.slice(0, 12),
              })
            : intact;
          io.out(`${line}\n`);
        }
        return;
      }
      const problem = words().say(result.said);
      throw new CliError(
        result.position === null
          ? cliText('cli.verify.not-intact', { db: options.db, problem })
          : cliText('cli.verify.not-intact-at', { db: options.db, position: result.position, problem }),
        EXIT.rejected,
      );
    });
}

const nothingVerified = (problem: string): string => cliText('cli.verify.nothing-verified', { problem });

/**
 * The head file names the last fact: the length of the chain to walk, for the bar. A head that
 * cannot be read gives none here; the audit says what is wrong with it.
 */
function chainLength(db: string): number {
  try {
    return readChainHead(headPathFor(db))?.position ?? 0;
  } catch {
    return 0;
  }
}
