import type { Command } from 'commander';
import { PIT_ROLES, type PitRole } from '../../contract/pit-floor.js';
import { centerName } from '../../core/shipping/center.js';
import { changePitPin, pitPinAuthority } from '../../pit/pit-pins.js';
import { CliError, EXIT } from '../exit-codes.js';
import type { CliIo } from '../io.js';
import { centerOption } from '../shipping-option.js';
import { cliText, words } from '../words.js';
import { readPin } from './pin.js';
import { registerPitAdmitCommand } from './pit-admit.js';
import { registerPitReportCommand } from './pit-report.js';
import { registerPitRoundsCommand } from './pit-rounds.js';
import { registerPitServeCommand } from './pit-serve.js';
import { registerPitVerifyCommand } from './pit-verify.js';
import { withCenter } from './with-center.js';

/** `sabot pit …`: the pit's commands over its central PostgreSQL database, its server and its PINs. */
export function registerPitCommand(program: Command, io: CliIo): void {
  const pit = program.command('pit').description(cliText('cli.pit.description'));
  registerPitVerifyCommand(pit, io);
  registerPitReportCommand(pit, io);
  registerPitRoundsCommand(pit, io);
  registerPitAdmitCommand(pit, io);
  registerPitServeCommand(pit, io);
  const pin = pit.command('pin').description(cliText('cli.pit.pin.description'));
  pin
    .command('set')
    .description(cliText('cli.pit.pin.set.description'))
    .addOption(centerOption(cliText('cli.pit.option.pg')))
    .requiredOption('--role <role>', cliText('cli.pit.pin.option.role'))
    .requiredOption('--operator <name>', cliText('cli.pit.pin.option.operator'))
    .option('--by <role>', cliText('cli.pit.pin.option.by'))
    .addHelpText(
      'after',
      `\n${cliText('cli.examples')}\n  echo 482913 | sabot pit pin set --pg URL --role pit-boss --operator manager\n  printf "482913\\n771204\\n" | sabot pit pin set --pg URL --role pit-boss --operator manager\n  printf "482913\\n550127\\n" | sabot pit pin set --pg URL --role review --by pit-boss --operator manager`,
    )
    .action(async (options: { pg: string; role: string; operator: string; by?: string }) => {
      const role = pitRoleOption(options.role);
      const by = options.by === undefined ? undefined : pitRoleOption(options.by);
      await withCenter(options.pg, async (center) => {
        const authority = await pitPinAuthority(center, role, by);
        // The current PIN first, as at the table: who changes a PIN proves they may.
        const current =
          authority === null
            ? null
            : await readPin(io, cliText('cli.pit.pin.the-current', { role: authority }));
        const next = await readPin(io, cliText('cli.pit.pin.the-new', { role }));
        const proof = authority === null || current === null ? null : { role: authority, pin: current };
        const refused = await changePitPin(center, { role, next, operator: options.operator, proof });
        if (refused) throw new CliError(words().say(refused), EXIT.rejected);
      });
      io.out(`${cliText('cli.pit.pin.set', { role, center: centerName(options.pg) })}\n`);
    });
}

/** A pit role named on the command line (`--role`, `--by`). */
function pitRoleOption(named: string): PitRole {
  const role = PIT_ROLES.find((known) => known === named);
  if (!role) throw new CliError(cliText('cli.pit.pin.unknown-role', { role: named }), EXIT.usage);
  return role;
}
