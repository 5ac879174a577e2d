import type { Command } from 'commander';
import { type LogReplay, replayOneRound, replayWholeLog } from '../../core/table/replay-log.js';
import { CliError, EXIT } from '../exit-codes.js';
import { type CliIo, jsonText } from '../io.js';
import { logOption, withLog } from '../log-option.js';
import { positiveOption } from '../number-option.js';
import { describeRound } from '../report-text.js';
import { withTableService } from '../table-service-log.js';
import { cliText, words } from '../words.js';

export function registerReplayCommand(program: Command, io: CliIo): void {
  program
    .command('replay')
    .description(cliText('cli.replay.description'))
    .addOption(logOption())
    .addOption(positiveOption('--round <n>', cliText('cli.replay.option.round')))
    .option('--json', cliText('cli.replay.option.json'))
    .addHelpText('after', `\n${cliText('cli.replay.exit-codes')}`)
    .action(async (options: { db: string; round?: number; json?: boolean }) => {
      const { round } = options;
      const replay = await withLog(() =>
        withTableService(options.db, (service) =>
          round === undefined ? replayWholeLog(service) : replayOneRound(service, round),
        ),
      );
      if (round !== undefined && replay.rounds.length === 0)
        throw new CliError(cliText('cli.replay.no-round', { db: options.db, round }), EXIT.rejected);
      io.out(options.json === true ? jsonText({ ...replay, rejected: [] }) : describeReplay(replay));
      const differences = replay.audit.rounds.filter((audit) => !audit.matches);
      if (differences.length > 0 || replay.audit.skipped.length > 0) {
        throw new CliError(
          cliText('cli.replay.differs', {
            rounds: cliText('cli.replay.rounds-differ', { count: differences.length }),
            facts: cliText('cli.replay.facts-skipped', { count: replay.audit.skipped.length }),
          }),
          EXIT.rejected,
        );
      }
    });
}

function describeReplay(replay: LogReplay): string {
  const parts = [cliText('cli.play.table', { profile: replay.profile })];
  replay.rounds.forEach((round, index) => {
    const audit = replay.audit.rounds[index];
    const lines = [describeRound(round)];
    for (const correction of audit?.corrections ?? []) {
      const { type, position } = correction;
      lines.push(
        `  ${cliText('cli.replay.correction', { type, position, detail: JSON.stringify(correction.detail) })}`,
      );
    }
    if (audit && !audit.matches) {
      const [recorded, replayed] = [JSON.stringify(audit.recorded), JSON.stringify(audit.recomputed)];
      lines.push(`  ${cliText('cli.replay.mismatch', { recorded, replayed })}`);
    }
    parts.push(lines.join('\n'));
  });
  for (const skipped of replay.audit.skipped) {
    parts.push(
      cliText('cli.replay.skipped', {
        position: skipped.position,
        type: skipped.type,
        reason: words().say(skipped.refusal),
      }),
    );
  }
  return `${parts.join('\n\n')}\n`;
}
