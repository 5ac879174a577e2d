import { type Command, Option } from 'commander';
import type { Failure } from '../../../engine/result.js';
import { STAFF_ROLES } from '../../../engine/staff/register.js';
import { readStaffReport } from '../../core/staff/staff-report-reader.js';
import { StaffDesk } from '../../core/table/staff-desk.js';
import type { KeyOf } from '../../i18n/index.js';
import { CenterStaffDesk } from '../../pit/center-staff-desk.js';
import { CliError, EXIT } from '../exit-codes.js';
import type { CliIo } from '../io.js';
import { logOption, withLog } from '../log-option.js';
import { withTableService } from '../table-service-log.js';
import { cliText, words } from '../words.js';
import { readPin } from './pin.js';
import { staffReportText } from './staff-report-text.js';
import { withCenter } from './with-center.js';

/** `--role croupier,supervisor`: the roles as the register names them (it refuses one it does not know). */
const rolesOf = (text: string): string[] =>
  text
    .split(',')
    .map((role) => role.trim())
    .filter((role) => role !== '');

type PinOf = (badge: string, key?: PinKey) => Promise<string>;
type PinKey = 'cli.staff.pin-of' | 'cli.staff.new-pin-of';
type Done = { readonly ok: true } | Failure;

/** A register's desk: a table's own (its log), or the pit's at its center. */
type RegisterDesk = Pick<
  StaffDesk | CenterStaffDesk,
  'enrolFirstManager' | 'enrol' | 'changeRoles' | 'disable' | 'pinNeededToSet' | 'setPin'
>;

/** The person asking, with the PIN they give first on standard input. */
const asking = async (badge: string, pin: PinOf) => ({ operator: badge, pin: await pin(badge) });

/** The PINs read from standard input, one a line, in the order the command's help gives. */
const pinReader =
  (io: CliIo): PinOf =>
  (badge, key = 'cli.staff.pin-of') =>
    readPin(io, cliText(key, { badge }));

/** Says what was recorded, or why not. */
function finish(io: CliIo, result: Done, said: () => string): void {
  if (!result.ok) throw new CliError(words().say(result.refusal), EXIT.rejected);
  io.out(`${said()}\n`);
}

/** Opens the table's log and lets its staff desk do the work. */
function atTheStaffDesk(
  io: CliIo,
  db: string,
  work: (desk: StaffDesk, pin: PinOf) => Promise<Done>,
  said: () => string,
): Promise<void> {
  return withTableService(db, async (service) =>
    finish(io, await work(new StaffDesk(service), pinReader(io)), said),
  );
}

/** Where a register command works: the table's log (`--db`) or the pit's center (`--pg`), one of them. */
interface RegisterPlace {
  db?: string;
  pg?: string;
}

/** The register's own commands: on the table's log, or on the pit's register at its center. */
function atTheRegister(
  io: CliIo,
  { db, pg }: RegisterPlace,
  work: (desk: RegisterDesk, pin: PinOf) => Promise<Done>,
  said: () => string,
): Promise<void> {
  if ((db === undefined) === (pg === undefined))
    throw new CliError(cliText('cli.staff.db-or-pg'), EXIT.usage);
  if (db !== undefined) return atTheStaffDesk(io, db, work, said);
  return withCenter(pg as string, async (center) =>
    finish(io, await work(new CenterStaffDesk(center), pinReader(io)), said),
  );
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
  const command = (name: string, description: KeyOf<'cli'>, example: string, where = logOption()) =>
    staff
      .command(name)
      .description(cliText(description))
      .addOption(where)
      .requiredOption('--badge <badge>', cliText('cli.staff.option.badge'))
      .addHelpText('after', `\n${cliText('cli.examples')}\n  ${example}`);
  // The register's own commands work on a table's log or on the pit's register at its center.
  const registerCommand = (name: string, description: KeyOf<'cli'>, example: string) =>
    command(name, description, example, new Option('--db <file>', cliText('cli.staff.option.db'))).option(
      '--pg <url>',
      cliText('cli.staff.option.pg'),
    );
  const byOption = ['--by <badge>', cliText('cli.staff.option.by')] as const;

  registerCommand(
    'add',
    'cli.staff.add.description',
    'printf "482913\\n" | sabot staff add --db table.db --badge 101 --name marie --role manager,supervisor\n  printf "482913\\n135790\\n" | sabot staff add --db table.db --badge 1042 --name paul --role croupier --by 101',
  )
    .requiredOption('--name <name>', cliText('cli.staff.option.name'))
    .requiredOption('--role <roles>', cliText('cli.staff.option.role'))
    .option(...byOption)
    .action((o: RegisterPlace & { badge: string; name: string; role: string; by?: string }) => {
      const person = { badge: o.badge, name: o.name, roles: rolesOf(o.role) };
      return atTheRegister(
        io,
        o,
        async (desk, pin) => {
          if (o.by === undefined)
            return desk.enrolFirstManager(person, await pin(o.badge, 'cli.staff.new-pin-of'));
          const manager = await asking(o.by, pin);
          return desk.enrol(person, await pin(o.badge, 'cli.staff.new-pin-of'), manager);
        },
        () => cliText('cli.staff.added', { badge: o.badge, name: o.name, roles: person.roles.join(', ') }),
      );
    });

  registerCommand(
    'role',
    'cli.staff.role.description',
    'echo 482913 | sabot staff role --db table.db --badge 1042 --role croupier,supervisor --by 101',
  )
    .requiredOption('--role <roles>', cliText('cli.staff.option.role'))
    .requiredOption(...byOption)
    .action((o: RegisterPlace & { badge: string; role: string; by: string }) =>
      atTheRegister(
        io,
        o,
        async (desk, pin) => desk.changeRoles(o.badge, rolesOf(o.role), await asking(o.by, pin)),
        () => cliText('cli.staff.roles-changed', { badge: o.badge, roles: rolesOf(o.role).join(', ') }),
      ),
    );

  registerCommand(
    'disable',
    'cli.staff.disable.description',
    'echo 482913 | sabot staff disable --db table.db --badge 1042 --reason "left the casino" --by 101',
  )
    .requiredOption('--reason <text>', cliText('cli.staff.option.reason'))
    .requiredOption(...byOption)
    .action((o: RegisterPlace & { badge: string; reason: string; by: string }) =>
      atTheRegister(
        io,
        o,
        async (desk, pin) => desk.disable(o.badge, o.reason, await asking(o.by, pin)),
        () => cliText('cli.staff.disabled', { badge: o.badge }),
      ),
    );

  registerCommand(
    'pin',
    'cli.staff.pin.description',
    'printf "135790\\n246801\\n" | sabot staff pin --db table.db --badge 1042\n  printf "482913\\n246801\\n" | sabot staff pin --db table.db --badge 1042 --by 101',
  )
    .option(...byOption)
    .action((o: RegisterPlace & { badge: string; by?: string }) => {
      const by = o.by ?? o.badge;
      return atTheRegister(
        io,
        o,
        async (desk, pin) => {
          // A person setting their first PIN while the register is set up has none to give.
          const who = (await desk.pinNeededToSet(o.badge, by)) ? await asking(by, pin) : { operator: by };
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
