import type { Command } from 'commander';
import { contextOf } from '../../../engine/round/table.js';
import { exactEdgeFact } from '../../core/economics/exact-edge-fact.js';
import { CliError, EXIT } from '../exit-codes.js';
import { type CliIo, printJson } from '../io.js';
import { logOption } from '../log-option.js';
import { percent } from '../simulation/simulation-report.js';
import { withTableService } from '../table-service-log.js';
import { cliText, words } from '../words.js';

interface EdgeRecordOptions {
  db: string;
  operator: string;
  json?: boolean;
}

/**
 * `sabot edge record`: the exact (combinatorial) house edge of the table's own rules recorded in
 * its log, under the operator: the figure its players' theo is rated with. `edge compute` stays a
 * check by simulation, and the only figure for rules the exact analysis does not cover.
 */
export function registerEdgeRecordCommand(edge: Command, io: CliIo): void {
  edge
    .command('record')
    .description(cliText('cli.edge.record.description'))
    .addOption(logOption())
    .requiredOption('--operator <name>', cliText('cli.edge.compute.option.operator'))
    .option('--json', cliText('cli.edge.compute.option.json'))
    .action((options: EdgeRecordOptions) =>
      withTableService(options.db, (service) => {
        const profile = contextOf(service.snapshot).profile;
        const edge = exactEdgeFact(profile);
        if (!edge)
          throw new CliError(
            `${cliText('cli.edge.original-bets-only')} ${cliText('cli.edge.record.use-compute', { db: options.db })}`,
            EXIT.rejected,
          );
        const recorded = service.execute(
          { type: 'record-house-edge', edge },
          { source: 'system', operator: options.operator },
        );
        if (!recorded.ok) throw new CliError(words().say(recorded.refusal), EXIT.rejected);
        if (options.json === true) printJson(io, edge);
        else
          io.out(
            `${cliText('cli.edge.record.recorded', { profile: profile.id, edge: percent(edge.edge) })}\n`,
          );
      }),
    );
}
