import type { Command } from 'commander';
import { type CardPlace, placeOfCard, roundCards } from '../../core/table/card-place.js';
import { type ReplayedRound, replayOneRound, replayRounds } from '../../core/table/replay-log.js';
import type { RoundAudit } from '../../core/table/round-audit.js';
import type { TableService } from '../../core/table/table-service.js';
import { bufferedOut } from '../buffered-out.js';
import { CliError, EXIT } from '../exit-codes.js';
import { withFactsBar } from '../facts-bar.js';
import type { CliIo } from '../io.js';
import { logOption, withLog } from '../log-option.js';
import { positiveOption } from '../number-option.js';
import { jsonDocumentWriter, jsonLinesWriter, type ReplayWriter } from '../replay-output.js';
import { type CorrectedPlaces, textWriter } from '../replay-text.js';
import { withTableService } from '../table-service-log.js';
import { cliText } from '../words.js';

interface ReplayOptions {
  db: string;
  round?: number;
  json?: boolean;
  jsonl?: boolean;
  verbose?: boolean;
}

export function registerReplayCommand(program: Command, io: CliIo): void {
  program
    .command('replay')
    .description(cliText('cli.replay.description'))
    .addOption(logOption())
    .addOption(positiveOption('--round <n>', cliText('cli.replay.option.round')))
    .option('--json', cliText('cli.replay.option.json'))
    .option('--jsonl', cliText('cli.replay.option.jsonl'))
    .option('--verbose', cliText('cli.option.verbose'))
    .addHelpText('after', `\n${cliText('cli.replay.exit-codes')}`)
    .action(async (options: ReplayOptions) => {
      if (options.json === true && options.jsonl === true)
        throw new CliError(cliText('cli.replay.one-form'), EXIT.usage);
      const tally = await withLog(() =>
        withTableService(options.db, (service) => replay(service, options, io)),
      );
      if (tally.differences > 0 || tally.skipped > 0) {
        throw new CliError(
          cliText('cli.replay.differs', {
            rounds: cliText('cli.replay.rounds-differ', { count: tally.differences }),
            facts: cliText('cli.replay.facts-skipped', { count: tally.skipped }),
          }),
          EXIT.rejected,
        );
      }
    });
}

/**
 * The replay written as the fold hands over each round, never gathered: a log of years is
 * millions of rounds. Returns how many rounds replay pays otherwise than the record and how many
 * facts it skipped.
 */
function replay(
  service: TableService,
  options: ReplayOptions,
  io: CliIo,
): { differences: number; skipped: number } {
  const out = bufferedOut(io.out);
  let differences = 0;
  const tallied = (writer: ReplayWriter) => (replayed: ReplayedRound) => {
    if (!replayed.audit.matches) differences += 1;
    writer.round(replayed);
  };
  try {
    if (options.round !== undefined) {
      const one = replayOneRound(service, options.round);
      if (one.rounds.length === 0)
        throw new CliError(
          cliText('cli.replay.no-round', { db: options.db, round: options.round }),
          EXIT.rejected,
        );
      const writer = writerFor(options, out.write, one.profile, service);
      one.rounds.forEach((report, index) => {
        tallied(writer)({ report, audit: one.audit.rounds[index] as RoundAudit });
      });
      writer.end(one.audit.skipped);
      return { differences, skipped: one.audit.skipped.length };
    }
    const writer = writerFor(options, out.write, service.snapshot.context.profile.id, service);
    const { skipped } = withFactsBar(io, service.log.lastPosition(), (onFact) =>
      replayRounds(service, tallied(writer), onFact),
    );
    writer.end(skipped);
    return { differences, skipped: skipped.length };
  } finally {
    out.flush();
  }
}

function writerFor(
  options: ReplayOptions,
  out: (text: string) => void,
  profile: string,
  service: TableService,
): ReplayWriter {
  if (options.json === true) return jsonDocumentWriter(out, profile);
  if (options.jsonl === true) return jsonLinesWriter(out, profile);
  return textWriter(out, profile, (audit) => correctedPlaces(service, audit), options.verbose === true);
}

/** Where each corrected card of a replayed round lies, its round read once. */
function correctedPlaces(service: TableService, audit: RoundAudit): CorrectedPlaces {
  const places = new Map<number, Omit<CardPlace, 'round'> | null>();
  const corrected = audit.corrections.filter((correction) => correction.type === 'CardCorrected');
  const cards = corrected.length > 0 ? roundCards(service, audit.round) : null;
  for (const correction of corrected) {
    const position = Number((correction.detail as { position?: unknown }).position);
    places.set(position, cards && placeOfCard(cards, position));
  }
  return places;
}
