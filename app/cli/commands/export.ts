import type { Command } from 'commander';
import { TableService } from '../../core/table/table-service.js';
import type { CliIo } from '../io.js';
import { withLog } from '../log-option.js';

export function registerExportCommand(program: Command, io: CliIo): void {
  program
    .command('export')
    .description("print a table's log as JSON Lines, one event per line, with its position, round and hash")
    .requiredOption('--db <file>', 'the table log')
    .action((options: { db: string }) => {
      withLog(() => {
        const service = TableService.open({ dbPath: options.db });
        try {
          for (const event of service.store.iterateFrom(1)) io.out(`${JSON.stringify(event)}\n`);
        } finally {
          service.close();
        }
      });
    });
}
