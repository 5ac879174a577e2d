import { type Command, InvalidArgumentError, Option } from 'commander';
import { type CardPlace, type HandName, readHandName } from '../../core/table/card-place.js';
import type { DeskResult, PitBossDesk } from '../../core/table/pit-boss-desk.js';
import type { KeyOf } from '../../i18n/index.js';
import { CliError, EXIT } from '../exit-codes.js';
import type { CliIo } from '../io.js';
import { logOption } from '../log-option.js';
import { positiveOption } from '../number-option.js';
import { cliText } from '../words.js';
import { atTheDesk } from './desk.js';

type Ruling = (desk: PitBossDesk, who: { operator: string; pin: string }) => DeskResult;

/** Reads the PIN from standard input, applies the ruling, and says what was recorded. */
const rule = (io: CliIo, o: RulingOptions, ruling: Ruling): Promise<void> =>
  atTheDesk(
    io,
    o.db,
    async (desk, pin) => ruling(desk, { operator: o.operator, pin: await pin('supervisor') }),
    o.verbose,
  );

interface RulingOptions {
  readonly db: string;
  readonly operator: string;
  readonly verbose?: boolean;
}

/** `--round N`: the round a void or a note is about, which it must name. */
const placeOption = (flags: string, description: KeyOf<'cli'>) =>
  positiveOption(flags, cliText(description)).makeOptionMandatory();

interface CardOptions {
  readonly round?: number;
  readonly hand?: HandName;
  readonly card?: number;
  readonly position?: number;
  readonly to: string;
  readonly reason: string;
}

/** `--hand dealer|3|3.2`, read as commander reads it: a hand the way the round report names it. */
const handOption = (): Option =>
  new Option('--hand <hand>', cliText('cli.ruling.option.hand')).argParser((text: string) => {
    const hand = readHandName(text, [cliText('cli.round.dealer')]);
    if (hand) return hand;
    throw new InvalidArgumentError(cliText('cli.ruling.hand-unread', { text }));
  });

/** The card by its place (`--round --hand --card`), or by its place in the log (`--position`): one of the two, whole. */
function placeOf(o: CardOptions): CardPlace | { position: number } {
  const byPlace = [o.round, o.hand, o.card].filter((given) => given !== undefined).length;
  if (o.position !== undefined && byPlace === 0) return { position: o.position };
  if (o.position === undefined && o.round !== undefined && o.hand !== undefined && o.card !== undefined)
    return { round: o.round, hand: o.hand, card: o.card };
  throw new CliError(cliText('cli.ruling.card.which'), EXIT.usage);
}

export function registerRulingCommand(program: Command, io: CliIo): void {
  const ruling = program.command('ruling').description(cliText('cli.ruling.description'));
  const command = (name: string, description: KeyOf<'cli'>) =>
    ruling
      .command(name)
      .description(cliText(description))
      .addOption(logOption())
      .option('--verbose', cliText('cli.option.verbose'));
  command('void', 'cli.ruling.void.description')
    .addOption(placeOption('--round <n>', 'cli.ruling.option.round'))
    .requiredOption('--reason <text>', cliText('cli.ruling.option.reason'))
    .requiredOption('--operator <name>', cliText('cli.ruling.option.operator'))
    .action((o: RulingOptions & { round: number; reason: string }) =>
      rule(io, o, (desk, who) => desk.voidRound(o.round, o.reason, who)),
    );
  command('card', 'cli.ruling.card.description')
    .addOption(positiveOption('--round <n>', cliText('cli.ruling.option.card-round')))
    .addOption(handOption())
    .addOption(positiveOption('--card <k>', cliText('cli.ruling.option.card-place')))
    .addOption(positiveOption('--position <n>', cliText('cli.ruling.option.position')))
    .requiredOption('--to <card>', cliText('cli.ruling.option.to'))
    .requiredOption('--reason <text>', cliText('cli.ruling.option.reason'))
    .requiredOption('--operator <name>', cliText('cli.ruling.option.operator'))
    .addHelpText('after', `\n${cliText('cli.ruling.card.help')}`)
    .action(async (o: RulingOptions & CardOptions) => {
      const place = placeOf(o);
      if ('position' in place)
        await rule(io, o, (desk, who) => desk.correctCard(place.position, o.to, o.reason, who));
      else
        await atTheDesk(
          io,
          o.db,
          (desk, pin) =>
            desk.correctCardAt(place, o.to, o.reason, async () => ({
              operator: o.operator,
              pin: await pin('supervisor'),
            })),
          o.verbose,
        );
    });
  command('note', 'cli.ruling.note.description')
    .addOption(placeOption('--round <n>', 'cli.ruling.option.round'))
    .requiredOption('--text <text>', cliText('cli.ruling.option.text'))
    .requiredOption('--operator <name>', cliText('cli.ruling.option.operator'))
    .action((o: RulingOptions & { round: number; text: string }) =>
      rule(io, o, (desk, who) => desk.recordRuling(o.round, o.text, who)),
    );
}
