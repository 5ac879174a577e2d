import type { Command } from 'commander';
import { exportRoundScript } from '../../core/review/round-script.js';
import { TableService } from '../../core/table/table-service.js';
import { CliError, EXIT } from '../exit-codes.js';
import type { CliIo } from '../io.js';
import { withLog } from '../log-option.js';
import { wholeNumberOption } from '../number-option.js';

interface ExportOptions {
  db: string;
  round?: number;
  script?: boolean;
}

export function registerExportCommand(program: Command, io: CliIo): void {
  program
    .command('export')
    .description(
      "print a table's log as JSON Lines, one event per line, with its position, round and hash; " +
        'or one round, as its facts or as a table script for sabot play',
    )
    .requiredOption('--db <file>', 'the table log')
    .addOption(wholeNumberOption('--round <n>', 'only this round', { least: 1 }))
    .option('--script', 'the round as a table script (docs/table-scripts.md): sabot play --script replays it')
    .action((options: ExportOptions) => {
      const round = roundOf(options);
      withLog(() => {
        const service = TableService.open({ dbPath: options.db });
        try {
          if (round === null) {
            for (const event of service.store.iterateFrom(1)) io.out(`${JSON.stringify(event)}\n`);
            return;
          }
          if (options.script) {
            const exported = exportRoundScript(service, round);
            if (!exported) throw new CliError(`${options.db} holds no round ${round}`, EXIT.rejected);
            io.out(exported.script);
            return;
          }
          const events = service.store.readStream(`round-${round}`);
          if (events.length === 0) throw new CliError(`${options.db} holds no round ${round}`, EXIT.rejected);
          for (const event of events) io.out(`${JSON.stringify(event)}\n`);
        } finally {
          service.close();
        }
      });
    });
}

function roundOf({ round, script }: ExportOptions): number | null {
  if (round === undefined) {
    if (script) throw new CliError('--script exports one round: name it with --round N', EXIT.usage);
    return null;
  }
  return round;
}
