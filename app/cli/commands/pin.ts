import type { Command } from 'commander';
import { PitBossDesk } from '../../core/table/pit-boss-desk.js';
import { TableService } from '../../core/table/table-service.js';
import { CliError, EXIT } from '../exit-codes.js';
import type { CliIo } from '../io.js';
import { withLog } from '../log-option.js';

/** Reads the PIN from standard input: a PIN on the command line would show in the process list. */
export async function readPin(io: CliIo, what: string): Promise<string> {
  if (!io.readLine)
    throw new CliError(`${what} is read from standard input, which is not available`, EXIT.usage);
  const pin = await io.readLine();
  if (pin === '') throw new CliError(`${what} is read from standard input: none was given`, EXIT.usage);
  return pin;
}

export function registerPinCommand(program: Command, io: CliIo): void {
  const pin = program
    .command('pin')
    .description("manage the PIN of the role that rules on disputes (pit boss, or the home game's bank)");
  pin
    .command('set')
    .description(
      'set the PIN (first line of standard input); to change it, the current PIN first, then the new',
    )
    .requiredOption('--db <file>', 'the table log')
    .requiredOption('--operator <name>', 'who sets it (recorded)')
    .addHelpText(
      'after',
      '\nExamples:\n  echo 482913 | sabot pin set --db table.db --operator manager\n  printf "482913\\n771204\\n" | sabot pin set --db table.db --operator ana',
    )
    .action(async (options: { db: string; operator: string }) => {
      const service = withLog(() => TableService.open({ dbPath: options.db }));
      try {
        const desk = new PitBossDesk(service);
        const role = desk.role;
        const current = desk.guard.hasPin(role) ? await readPin(io, `the current ${role} PIN`) : null;
        const next = await readPin(io, `the new ${role} PIN`);
        const by =
          current === null ? { operator: options.operator } : { operator: options.operator, pin: current };
        const refused = desk.guard.setPin(role, next, by);
        if (refused) throw new CliError(refused, EXIT.rejected);
        io.out(`the ${role} PIN of ${options.db} is set\n`);
      } finally {
        service.close();
      }
    });
}
