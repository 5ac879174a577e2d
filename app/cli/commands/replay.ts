import type { Command } from 'commander';
import { type LogReplay, replayOneRound, replayWholeLog } from '../../core/table/replay-log.js';
import { TableService } from '../../core/table/table-service.js';
import { CliError, EXIT } from '../exit-codes.js';
import { type CliIo, printJson } from '../io.js';
import { withLog } from '../log-option.js';
import { wholeNumberOption } from '../number-option.js';
import { describeRound } from '../report-text.js';

export function registerReplayCommand(program: Command, io: CliIo): void {
  program
    .command('replay')
    .description(
      "replay a table's log: every round (or one) as recorded, corrections applied, with its audit",
    )
    .requiredOption('--db <file>', 'the table log')
    .addOption(
      wholeNumberOption('--round <n>', 'only this round (opens in the same time whatever the log length)', {
        least: 1,
      }),
    )
    .option('--json', 'print one JSON report, the shape of sabot play --json plus an "audit"')
    .addHelpText(
      'after',
      '\nExit codes: 0 replay agrees with the record, 3 a difference or a fact no longer applies.',
    )
    .action((options: { db: string; round?: number; json?: boolean }) => {
      const replay = withLog(() => {
        const service = TableService.open({ dbPath: options.db });
        try {
          return options.round === undefined
            ? replayWholeLog(service)
            : replayOneRound(service, options.round);
        } finally {
          service.close();
        }
      });
      if (options.round !== undefined && replay.rounds.length === 0) {
        throw new CliError(`${options.db} holds no round ${options.round}`, EXIT.rejected);
      }
      if (options.json === true) printJson(io, { ...replay, rejected: [] });
      else io.out(describeReplay(replay));
      const differences = replay.audit.rounds.filter((audit) => !audit.matches);
      if (differences.length > 0 || replay.audit.skipped.length > 0) {
        throw new CliError(
          `replay differs from the record in ${differences.length} round(s), ${replay.audit.skipped.length} fact(s) no longer apply`,
          EXIT.rejected,
        );
      }
    });
}

function describeReplay(replay: LogReplay): string {
  const parts = [`Table ${replay.profile}`];
  replay.rounds.forEach((round, index) => {
    const audit = replay.audit.rounds[index];
    const lines = [describeRound(round)];
    for (const correction of audit?.corrections ?? []) {
      lines.push(`  ${correction.type} at ${correction.position}: ${JSON.stringify(correction.detail)}`);
    }
    if (audit && !audit.matches) {
      lines.push(
        `  RECORDED ${JSON.stringify(audit.recorded)} ≠ REPLAYED ${JSON.stringify(audit.recomputed)}`,
      );
    }
    parts.push(lines.join('\n'));
  });
  for (const skipped of replay.audit.skipped) {
    parts.push(`position ${skipped.position} (${skipped.type}) no longer applies: ${skipped.reason}`);
  }
  return `${parts.join('\n\n')}\n`;
}
