import type { Command } from 'commander';
import { exportRoundScript } from '../../core/review/round-script.js';
import { TableService } from '../../core/table/table-service.js';
import { CliError, EXIT } from '../exit-codes.js';
import type { CliIo } from '../io.js';
import { withLog } from '../log-option.js';
import { wholeNumberOption } from '../number-option.js';
import { cliText } from '../words.js';

interface ExportOptions {
  db: string;
  round?: number;
  script?: boolean;
}

export function registerExportCommand(program: Command, io: CliIo): void {
  program
    .command('export')
    .description(cliText('cli.export.description'))
    .requiredOption('--db <file>', cliText('cli.option.db-log'))
    .addOption(wholeNumberOption('--round <n>', cliText('cli.export.option.round'), { least: 1 }))
    .option('--script', cliText('cli.export.option.script'))
    .action((options: ExportOptions) => {
      const round = roundOf(options);
      withLog(() => {
        const service = TableService.open({ dbPath: options.db });
        try {
          if (round === null) {
            for (const event of service.log.iterateFrom(1)) io.out(`${JSON.stringify(event)}\n`);
            return;
          }
          if (options.script) {
            const exported = exportRoundScript(service, round);
            if (!exported)
              throw new CliError(cliText('cli.replay.no-round', { db: options.db, round }), EXIT.rejected);
            io.out(exported.script);
            return;
          }
          const events = service.log.factsOfRound(round);
          if (events.length === 0)
            throw new CliError(cliText('cli.replay.no-round', { db: options.db, round }), EXIT.rejected);
          for (const event of events) io.out(`${JSON.stringify(event)}\n`);
        } finally {
          service.close();
        }
      });
    });
}

function roundOf({ round, script }: ExportOptions): number | null {
  if (round === undefined) {
    if (script) throw new CliError(cliText('cli.export.script-needs-round'), EXIT.usage);
    return null;
  }
  return round;
}
