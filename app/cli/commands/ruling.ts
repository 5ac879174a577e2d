import type { Command } from 'commander';
import type { DeskResult, PitBossDesk } from '../../core/table/pit-boss-desk.js';
import type { KeyOf } from '../../i18n/index.js';
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

/** `--round N`, `--position N`: what the ruling is about, which it must name. */
const placeOption = (flags: string, description: KeyOf<'cli'>) =>
  positiveOption(flags, cliText(description)).makeOptionMandatory();

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
    .addOption(placeOption('--position <n>', 'cli.ruling.option.position'))
    .requiredOption('--card <card>', cliText('cli.ruling.option.card'))
    .requiredOption('--reason <text>', cliText('cli.ruling.option.reason'))
    .requiredOption('--operator <name>', cliText('cli.ruling.option.operator'))
    .action((o: RulingOptions & { position: number; card: string; reason: string }) =>
      rule(io, o, (desk, who) => desk.correctCard(o.position, o.card, o.reason, who)),
    );
  command('note', 'cli.ruling.note.description')
    .addOption(placeOption('--round <n>', 'cli.ruling.option.round'))
    .requiredOption('--text <text>', cliText('cli.ruling.option.text'))
    .requiredOption('--operator <name>', cliText('cli.ruling.option.operator'))
    .action((o: RulingOptions & { round: number; text: string }) =>
      rule(io, o, (desk, who) => desk.recordRuling(o.round, o.text, who)),
    );
}
