import type { Command } from 'commander';
import { STAFF_ROLES } from '../../../engine/staff/register.js';
import { readStaffReport } from '../../core/staff/staff-report-reader.js';
import type { DeskResult } from '../../core/table/pit-boss-desk.js';
import { StaffDesk } from '../../core/table/staff-desk.js';
import type { KeyOf } from '../../i18n/index.js';
import { CliError, EXIT } from '../exit-codes.js';
import type { CliIo } from '../io.js';
import { logOption, withLog } from '../log-option.js';
import { withTableService } from '../table-service-log.js';
import { cliText, words } from '../words.js';
import { readPin } from './pin.js';
import { staffReportText } from './staff-report-text.js';

/** `--role croupier,supervisor`: the roles as the register names them (it refuses one it does not know). */
const rolesOf = (text: string): string[] =>
  text
    .split(',')
    .map((role) => role.trim())
    .filter((role) => role !== '');

type PinOf = (badge: string, key?: PinKey) => Promise<string>;
type StaffWork = (desk: StaffDesk, pin: PinOf) => Promise<DeskResult>;

/** The person asking, with the PIN they give first on standard input. */
const asking = async (badge: string, pin: PinOf) => ({ operator: badge, pin: await pin(badge) });
type PinKey = 'cli.staff.pin-of' | 'cli.staff.new-pin-of';

/**
 * Opens the log, lets the staff desk do its work with the PINs read from standard input (one a
 * line, in the order the command's help gives), and says what was recorded.
 */
function atTheStaffDesk(io: CliIo, db: string, work: StaffWork, said: () => string): Promise<void> {
  return withTableService(db, async (service) => {
    const desk = new StaffDesk(service);
    const pin = (badge: string, key: PinKey = 'cli.staff.pin-of') => readPin(io, cliText(key, { badge }));
    const result = await work(desk, pin);
    if (!result.ok) throw new CliError(words().say(result.refusal), EXIT.rejected);
    io.out(`${said()}\n`);
  });
}

/** A croupier's duty: the command's description and what it says once done. */
const DUTY_WORDS = {
  'sign-in': { description: 'cli.staff.sign-in.description', done: 'cli.staff.signed-in' },
  'sign-out': { description: 'cli.staff.sign-out.description', done: 'cli.staff.signed-out' },
} as const;

export function registerStaffCommand(program: Command, io: CliIo): void {
  const staff = program
    .command('staff')
    .description(cliText('cli.staff.description'))
    .addHelpText('after', `\n${cliText('cli.staff.roles', { roles: STAFF_ROLES.join(', ') })}`);
  const command = (name: string, description: KeyOf<'cli'>, example: string) =>
    staff
      .command(name)
      .description(cliText(description))
      .addOption(logOption())
      .requiredOption('--badge <badge>', cliText('cli.staff.option.badge'))
      .addHelpText('after', `\n${cliText('cli.examples')}\n  ${example}`);
  const byOption = ['--by <badge>', cliText('cli.staff.option.by')] as const;

  command(
    'add',
    'cli.staff.add.description',
    'printf "482913\\n" | sabot staff add --db table.db --badge 101 --name marie --role manager,supervisor\n  printf "482913\\n135790\\n" | sabot staff add --db table.db --badge 1042 --name paul --role croupier --by 101',
  )
    .requiredOption('--name <name>', cliText('cli.staff.option.name'))
    .requiredOption('--role <roles>', cliText('cli.staff.option.role'))
    .option(...byOption)
    .action((o: { db: string; badge: string; name: string; role: string; by?: string }) => {
      const person = { badge: o.badge, name: o.name, roles: rolesOf(o.role) };
      return atTheStaffDesk(
        io,
        o.db,
        async (desk, pin) => {
          if (o.by === undefined)
            return desk.enrolFirstManager(person, await pin(o.badge, 'cli.staff.new-pin-of'));
          const manager = await asking(o.by, pin);
          return desk.enrol(person, await pin(o.badge, 'cli.staff.new-pin-of'), manager);
        },
        () => cliText('cli.staff.added', { badge: o.badge, name: o.name, roles: person.roles.join(', ') }),
      );
    });

  command(
    'role',
    'cli.staff.role.description',
    'echo 482913 | sabot staff role --db table.db --badge 1042 --role croupier,supervisor --by 101',
  )
    .requiredOption('--role <roles>', cliText('cli.staff.option.role'))
    .requiredOption(...byOption)
    .action((o: { db: string; badge: string; role: string; by: string }) =>
      atTheStaffDesk(
        io,
        o.db,
        async (desk, pin) => desk.changeRoles(o.badge, rolesOf(o.role), await asking(o.by, pin)),
        () => cliText('cli.staff.roles-changed', { badge: o.badge, roles: rolesOf(o.role).join(', ') }),
      ),
    );

  command(
    'disable',
    'cli.staff.disable.description',
    'echo 482913 | sabot staff disable --db table.db --badge 1042 --reason "left the casino" --by 101',
  )
    .requiredOption('--reason <text>', cliText('cli.staff.option.reason'))
    .requiredOption(...byOption)
    .action((o: { db: string; badge: string; reason: string; by: string }) =>
      atTheStaffDesk(
        io,
        o.db,
        async (desk, pin) => desk.disable(o.badge, o.reason, await asking(o.by, pin)),
        () => cliText('cli.staff.disabled', { badge: o.badge }),
      ),
    );

  command(
    'pin',
    'cli.staff.pin.description',
    'printf "135790\\n246801\\n" | sabot staff pin --db table.db --badge 1042\n  printf "482913\\n246801\\n" | sabot staff pin --db table.db --badge 1042 --by 101',
  )
    .option(...byOption)
    .action((o: { db: string; badge: string; by?: string }) => {
      const by = o.by ?? o.badge;
      return atTheStaffDesk(
        io,
        o.db,
        async (desk, pin) => {
          // A person setting their first PIN while the register is set up has none to give.
          const who = desk.pinNeededToSet(o.badge, by) ? await asking(by, pin) : { operator: by };
          return desk.setPin(o.badge, await pin(o.badge, 'cli.staff.new-pin-of'), who);
        },
        () => cliText('cli.staff.pin-set', { badge: o.badge }),
      );
    });

  // A croupier's duty, behind their own PIN.
  for (const [duty, words] of Object.entries(DUTY_WORDS) as [
    keyof typeof DUTY_WORDS,
    (typeof DUTY_WORDS)['sign-in'],
  ][])
    command(duty, words.description, `echo 135790 | sabot staff ${duty} --db table.db --badge 1042`).action(
      (o: { db: string; badge: string }) =>
        atTheStaffDesk(
          io,
          o.db,
          async (desk, pin) =>
            duty === 'sign-in'
              ? desk.signIn(o.badge, await pin(o.badge))
              : desk.signOut(o.badge, await pin(o.badge)),
          () => cliText(words.done, { badge: o.badge }),
        ),
    );

  command(
    'report',
    'cli.staff.report.description',
    'sabot staff report --db table.db --badge 7 --day 2026-12-07',
  )
    .option('--day <YYYY-MM-DD>', cliText('cli.staff.option.day'))
    .option('--time-zone <zone>', cliText('cli.staff.option.time-zone'))
    .option('--json', cliText('cli.staff.option.json'))
    .action((o: { db: string; badge: string; day?: string; timeZone?: string; json?: boolean }) => {
      const report = withLog(() =>
        readStaffReport(o.db, {
          badge: o.badge,
          ...(o.day !== undefined && { day: o.day }),
          ...(o.timeZone !== undefined && { timeZone: o.timeZone }),
        }),
      );
      io.out(o.json ? `${JSON.stringify(report, null, 2)}\n` : staffReportText(report));
    });
}
