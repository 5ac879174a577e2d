import type { Command } from 'commander';
import { backupLog } from '../../core/log/backup.js';
import { CliError, EXIT } from '../exit-codes.js';
import type { CliIo } from '../io.js';

export function registerBackupCommand(program: Command, io: CliIo): void {
  program
    .command('backup')
    .description("copy a table's log while the table plays (SQLite online backup), then verify the copy")
    .requiredOption('--db <file>', 'the table log')
    .requiredOption('--to <file>', 'the backup file (must not exist)')
    .action(async (options: { db: string; to: string }) => {
      const result = await backupLog(options.db, options.to);
      if (!result.ok) throw new CliError(`backup failed: ${result.problem}`, EXIT.rejected);
      io.out(`${options.to}: backup of ${options.db}, verified — ${result.events} events\n`);
    });
}
