import type { Command } from 'commander';
import { ROLES, type Role } from '../../core/roles/role-guard.js';
import { PitBossDesk } from '../../core/table/pit-boss-desk.js';
import { CliError, EXIT } from '../exit-codes.js';
import type { CliIo } from '../io.js';
import { logOption } from '../log-option.js';
import { withTableService } from '../table-service-log.js';
import { cliText, words } from '../words.js';

/** Reads the PIN from standard input: a PIN on the command line would show in the process list. */
export async function readPin(io: CliIo, what: string): Promise<string> {
  if (!io.readLine) throw new CliError(cliText('cli.pin.no-stdin', { what }), EXIT.usage);
  const pin = await io.readLine();
  if (pin === '') throw new CliError(cliText('cli.pin.none-given', { what }), EXIT.usage);
  return pin;
}

/** The role that rules at the table, named in the command's language. */
export const roleText = (role: Role): string => cliText(ROLE_WORDS[role]);

const ROLE_WORDS = {
  'pit-boss': 'cli.role.pit-boss',
  bank: 'cli.role.bank',
  croupier: 'cli.role.croupier',
} as const satisfies Record<Role, string>;

/** The role `--role` names; without it, the role that rules at the table. */
function chosenRole(named: string | undefined, ruling: Role): Role {
  if (named === undefined) return ruling;
  const role = ROLES.find((known) => known === named);
  if (!role)
    throw new CliError(cliText('cli.pin.unknown-role', { role: named, roles: ROLES.join(', ') }), EXIT.usage);
  return role;
}

export function registerPinCommand(program: Command, io: CliIo): void {
  const pin = program.command('pin').description(cliText('cli.pin.description'));
  pin
    .command('set')
    .description(cliText('cli.pin.set.description'))
    .addOption(logOption())
    .requiredOption('--operator <name>', cliText('cli.pin.option.operator'))
    .option('--role <role>', cliText('cli.pin.option.role'))
    .addHelpText(
      'after',
      `\n${cliText('cli.examples')}\n  echo 482913 | sabot pin set --db table.db --operator manager\n  printf "482913\\n771204\\n" | sabot pin set --db table.db --operator ana\n  echo 135790 | sabot pin set --db table.db --operator ana --role croupier`,
    )
    .action((options: { db: string; operator: string; role?: string }) =>
      withTableService(options.db, async (service) => {
        const desk = new PitBossDesk(service);
        const role = chosenRole(options.role, desk.role);
        const named = { role: roleText(role) };
        const current = desk.guard.hasPin(role)
          ? await readPin(io, cliText('cli.pin.the-current', named))
          : null;
        const next = await readPin(io, cliText('cli.pin.the-new', named));
        const by =
          current === null ? { operator: options.operator } : { operator: options.operator, pin: current };
        const refused = desk.guard.setPinSaid(role, next, by);
        if (refused) throw new CliError(words().say(refused.refusal), EXIT.rejected);
        io.out(`${cliText('cli.pin.set', { ...named, db: options.db })}\n`);
      }),
    );
}
