import type { Command } from 'commander';
import type { DeskResult, PitBossDesk } from '../../core/table/pit-boss-desk.js';
import type { CliIo } from '../io.js';
import { wholeNumberOption } from '../number-option.js';
import { cliText } from '../words.js';
import { atTheDesk } from './desk.js';

type Ruling = (desk: PitBossDesk, who: { operator: string; pin: string }) => DeskResult;

/** Reads the PIN from standard input, applies the ruling, and says what was recorded. */
const rule = (io: CliIo, db: string, operator: string, ruling: Ruling): Promise<void> =>
  atTheDesk(io, db, async (desk, pin) => ruling(desk, { operator, pin: await pin('supervisor') }));

export function registerRulingCommand(program: Command, io: CliIo): void {
  const ruling = program.command('ruling').description(cliText('cli.ruling.description'));
  ruling
    .command('void')
    .description(cliText('cli.ruling.void.description'))
    .requiredOption('--db <file>', cliText('cli.option.db-log'))
    .addOption(
      wholeNumberOption('--round <n>', cliText('cli.ruling.option.round'), {
        least: 1,
      }).makeOptionMandatory(),
    )
    .requiredOption('--reason <text>', cliText('cli.ruling.option.reason'))
    .requiredOption('--operator <name>', cliText('cli.ruling.option.operator'))
    .action((o: { db: string; round: number; reason: string; operator: string }) =>
      rule(io, o.db, o.operator, (desk, who) => desk.voidRound(o.round, o.reason, who)),
    );
  ruling
    .command('card')
    .description(cliText('cli.ruling.card.description'))
    .requiredOption('--db <file>', cliText('cli.option.db-log'))
    .addOption(
      wholeNumberOption('--position <n>', cliText('cli.ruling.option.position'), {
        least: 1,
      }).makeOptionMandatory(),
    )
    .requiredOption('--card <card>', cliText('cli.ruling.option.card'))
    .requiredOption('--reason <text>', cliText('cli.ruling.option.reason'))
    .requiredOption('--operator <name>', cliText('cli.ruling.option.operator'))
    .action((o: { db: string; position: number; card: string; reason: string; operator: string }) =>
      rule(io, o.db, o.operator, (desk, who) => desk.correctCard(o.position, o.card, o.reason, who)),
    );
  ruling
    .command('note')
    .description(cliText('cli.ruling.note.description'))
    .requiredOption('--db <file>', cliText('cli.option.db-log'))
    .addOption(
      wholeNumberOption('--round <n>', cliText('cli.ruling.option.round'), {
        least: 1,
      }).makeOptionMandatory(),
    )
    .requiredOption('--text <text>', cliText('cli.ruling.option.text'))
    .requiredOption('--operator <name>', cliText('cli.ruling.option.operator'))
    .action((o: { db: string; round: number; text: string; operator: string }) =>
      rule(io, o.db, o.operator, (desk, who) => desk.recordRuling(o.round, o.text, who)),
    );
}
