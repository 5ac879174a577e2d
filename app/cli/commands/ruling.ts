import type { Command } from 'commander';
import { type DeskResult, PitBossDesk } from '../../core/table/pit-boss-desk.js';
import { TableService } from '../../core/table/table-service.js';
import { CliError, EXIT } from '../exit-codes.js';
import type { CliIo } from '../io.js';
import { withLog } from '../log-option.js';
import { wholeNumberOption } from '../number-option.js';
import { readPin } from './pin.js';

type Ruling = (desk: PitBossDesk, who: { operator: string; pin: string }) => DeskResult;

/** Opens the log, reads the PIN from standard input, applies the ruling, and says what was recorded. */
async function rule(io: CliIo, db: string, operator: string, ruling: Ruling): Promise<void> {
  const service = withLog(() => TableService.open({ dbPath: db }));
  try {
    const desk = new PitBossDesk(service);
    const pin = await readPin(io, `the ${desk.role} PIN`);
    const result = ruling(desk, { operator, pin });
    if (!result.ok) throw new CliError(result.reason, EXIT.rejected);
    for (const event of result.events)
      io.out(`recorded ${event.type} at position ${event.position} (${event.stream})\n`);
  } finally {
    service.close();
  }
}

export function registerRulingCommand(program: Command, io: CliIo): void {
  const ruling = program
    .command('ruling')
    .description(
      "a pit boss's ruling, recorded as a new fact with reason and author (PIN on standard input)",
    );
  ruling
    .command('void')
    .description('void a round, in play or settled: every stake goes back')
    .requiredOption('--db <file>', 'the table log')
    .addOption(wholeNumberOption('--round <n>', 'the round', { least: 1 }).makeOptionMandatory())
    .requiredOption('--reason <text>', 'why, for the audit')
    .requiredOption('--operator <name>', 'who rules')
    .action((o: { db: string; round: number; reason: string; operator: string }) =>
      rule(io, o.db, o.operator, (desk, who) => desk.voidRound(o.round, o.reason, who)),
    );
  ruling
    .command('card')
    .description('correct a misread card: the card at a log position was in fact another')
    .requiredOption('--db <file>', 'the table log')
    .addOption(
      wholeNumberOption('--position <n>', 'the position of the CardDrawn event (see sabot export)', {
        least: 1,
      }).makeOptionMandatory(),
    )
    .requiredOption('--card <card>', 'the card it really was, e.g. 5S')
    .requiredOption('--reason <text>', 'why, for the audit')
    .requiredOption('--operator <name>', 'who rules')
    .action((o: { db: string; position: number; card: string; reason: string; operator: string }) =>
      rule(io, o.db, o.operator, (desk, who) => desk.correctCard(o.position, o.card, o.reason, who)),
    );
  ruling
    .command('note')
    .description("record a dispute's ruling with a round (no money moves)")
    .requiredOption('--db <file>', 'the table log')
    .addOption(wholeNumberOption('--round <n>', 'the round', { least: 1 }).makeOptionMandatory())
    .requiredOption('--text <text>', 'the ruling')
    .requiredOption('--operator <name>', 'who rules')
    .action((o: { db: string; round: number; text: string; operator: string }) =>
      rule(io, o.db, o.operator, (desk, who) => desk.recordRuling(o.round, o.text, who)),
    );
}
