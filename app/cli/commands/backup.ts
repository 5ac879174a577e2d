import type { Command } from 'commander';
import { backupLog } from '../../core/log/backup.js';
import { CliError, EXIT } from '../exit-codes.js';
import type { CliIo } from '../io.js';
import { logOption } from '../log-option.js';
import { cliText, words } from '../words.js';

export function registerBackupCommand(program: Command, io: CliIo): void {
  program
    .command('backup')
    .description(cliText('cli.backup.description'))
    .addOption(logOption())
    .requiredOption('--to <file>', cliText('cli.backup.option.to'))
    .action(async (options: { db: string; to: string }) => {
      const result = await backupLog(options.db, options.to);
      if (!result.ok)
        throw new CliError(
          cliText('cli.backup.failed', { problem: words().say(result.said) }),
          EXIT.rejected,
        );
      io.out(`${cliText('cli.backup.done', { to: options.to, db: options.db, count: result.events })}\n`);
    });
}
