import type { Command } from 'commander';
import { type CardPlace, placeOfCard, roundCards } from '../../core/table/card-place.js';
import { type LogReplay, replayOneRound, replayWholeLog } from '../../core/table/replay-log.js';
import type { TableService } from '../../core/table/table-service.js';
import { CliError, EXIT } from '../exit-codes.js';
import { type CliIo, jsonText } from '../io.js';
import { logOption, withLog } from '../log-option.js';
import { positiveOption } from '../number-option.js';
import { type CorrectedPlaces, describeReplay } from '../replay-text.js';
import { withTableService } from '../table-service-log.js';
import { cliText } from '../words.js';

export function registerReplayCommand(program: Command, io: CliIo): void {
  program
    .command('replay')
    .description(cliText('cli.replay.description'))
    .addOption(logOption())
    .addOption(positiveOption('--round <n>', cliText('cli.replay.option.round')))
    .option('--json', cliText('cli.replay.option.json'))
    .option('--verbose', cliText('cli.option.verbose'))
    .addHelpText('after', `\n${cliText('cli.replay.exit-codes')}`)
    .action(async (options: { db: string; round?: number; json?: boolean; verbose?: boolean }) => {
      const { round } = options;
      const { replay, places } = await withLog(() =>
        withTableService(options.db, (service) => {
          const replayed = round === undefined ? replayWholeLog(service) : replayOneRound(service, round);
          return { replay: replayed, places: correctedPlaces(service, replayed) };
        }),
      );
      if (round !== undefined && replay.rounds.length === 0)
        throw new CliError(cliText('cli.replay.no-round', { db: options.db, round }), EXIT.rejected);
      io.out(
        options.json === true
          ? jsonText({ ...replay, rejected: [] })
          : describeReplay(replay, places, options.verbose === true),
      );
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

/** Where each corrected card of the replayed rounds lies, read once per round that has one. */
function correctedPlaces(service: TableService, replay: LogReplay): CorrectedPlaces {
  const places = new Map<number, Omit<CardPlace, 'round'> | null>();
  for (const audit of replay.audit.rounds) {
    const corrected = audit.corrections.filter((correction) => correction.type === 'CardCorrected');
    const cards = corrected.length > 0 ? roundCards(service, audit.round) : null;
    for (const correction of corrected) {
      const position = Number((correction.detail as { position?: unknown }).position);
      places.set(position, cards && placeOfCard(cards, position));
    }
  }
  return places;
}
