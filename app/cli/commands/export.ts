import type { Command } from 'commander';
import { exportRoundScript } from '../../core/review/round-script.js';
import { bufferedOut } from '../buffered-out.js';
import { CliError, EXIT } from '../exit-codes.js';
import { withFactsBar } from '../facts-bar.js';
import type { CliIo } from '../io.js';
import { logOption, withLog } from '../log-option.js';
import { positiveOption } from '../number-option.js';
import { withTableService } from '../table-service-log.js';
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
    .addOption(logOption())
    .addOption(positiveOption('--round <n>', cliText('cli.export.option.round')))
    .option('--script', cliText('cli.export.option.script'))
    .action((options: ExportOptions) => {
      const round = roundOf(options);
      return withLog(() =>
        withTableService(options.db, (service) => {
          if (round === null) {
            // A page of the log at a time, out as it is read: a log of years never held whole.
            const out = bufferedOut(io.out);
            try {
              withFactsBar(io, service.log.lastPosition(), (onFact) => {
                for (const event of service.log.iterateFrom(1)) {
                  out.write(`${JSON.stringify(event)}\n`);
                  onFact?.(event.position);
                }
              });
            } finally {
              out.flush();
            }
            return;
          }
          if (options.script) {
            const exported = exportRoundScript(service, round);
            if (!exported) throw noRound(options.db, round);
            io.out(exported.script);
            return;
          }
          const events = service.log.factsOfRound(round);
          if (events.length === 0) throw noRound(options.db, round);
          for (const event of events) io.out(`${JSON.stringify(event)}\n`);
        }),
      );
    });
}

const noRound = (db: string, round: number): CliError =>
  new CliError(cliText('cli.replay.no-round', { db, round }), EXIT.rejected);

function roundOf({ round, script }: ExportOptions): number | null {
  if (round === undefined) {
    if (script) throw new CliError(cliText('cli.export.script-needs-round'), EXIT.usage);
    return null;
  }
  return round;
}
