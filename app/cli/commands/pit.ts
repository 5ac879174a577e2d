import type { Command } from 'commander';
import { registerIsOn } from '../../../engine/staff/register.js';
import { PIT_ROLES, type PitRole } from '../../contract/pit-floor.js';
import { Center, CenterUnavailableError, centerName } from '../../core/shipping/center.js';
import { centerRegister } from '../../core/staff/center-register.js';
import { changePitPin, pitPinAuthority, pitPinHash } from '../../pit/pit-pins.js';
import { startPitServer } from '../../pit/pit-server.js';
import type { PitServerLine } from '../../pit/pit-server-line.js';
import { StandbyCenter } from '../../pit/standby-center.js';
import { CliError, EXIT } from '../exit-codes.js';
import type { CliIo } from '../io.js';
import { portOption, positiveOption, wholeNumberOption } from '../number-option.js';
import { centerOption } from '../shipping-option.js';
import { cliText, words } from '../words.js';
import { readPin } from './pin.js';
import { registerPitAdmitCommand } from './pit-admit.js';
import { registerPitReportCommand } from './pit-report.js';
import { registerPitRoundsCommand } from './pit-rounds.js';
import { registerPitVerifyCommand } from './pit-verify.js';
import { addTlsOptions, readTls, type TlsOptions, untilStopped } from './serve.js';
import { withCenter } from './with-center.js';

export const DEFAULT_PIT_PORT = 4760;

interface PitServeOptions extends TlsOptions {
  pg: string;
  readPg?: string;
  port: number;
  listenBeyondLoopback?: boolean;
  cache?: string;
  lagAfter?: number;
  checkEvery?: number;
  protectionEvery?: number;
}

/** `sabot pit …`: the pit's commands over its central PostgreSQL database, its server and its PINs. */
export function registerPitCommand(program: Command, io: CliIo): void {
  const pit = program.command('pit').description(cliText('cli.pit.description'));
  registerPitVerifyCommand(pit, io);
  registerPitReportCommand(pit, io);
  registerPitRoundsCommand(pit, io);
  registerPitAdmitCommand(pit, io);
  const serveCommand = pit
    .command('serve')
    .description(cliText('cli.pit.serve.description'))
    .addOption(centerOption(cliText('cli.pit.option.pg')))
    .option('--read-pg <url>', cliText('cli.pit.option.read-pg'))
    .addOption(portOption('--port <n>', cliText('cli.pit.option.port')).default(DEFAULT_PIT_PORT))
    .option('--listen-beyond-loopback', cliText('cli.pit.option.beyond-loopback'));
  addTlsOptions(serveCommand)
    .option('--cache <dir>', cliText('cli.pit.serve.option.cache'))
    .addOption(positiveOption('--lag-after <s>', cliText('cli.pit.option.lag-after')))
    .addOption(
      wholeNumberOption('--check-every <ms>', cliText('cli.pit.option.check-every'), {
        least: 50,
        most: 60_000,
      }),
    )
    .addOption(
      positiveOption('--protection-every <minutes>', cliText('cli.pit.option.protection-every'), 24 * 60),
    )
    .action((options: PitServeOptions) => serve(io, options));
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

async function serve(io: CliIo, options: PitServeOptions): Promise<void> {
  const beyondLoopback = options.listenBeyondLoopback === true;
  const tls = readTls(options);
  const write = new Center(options.pg, { max: 6 });
  const read = options.readPg ? new StandbyCenter(options.readPg, { max: 6 }) : write;
  const closeCenters = async () => {
    await write.close();
    if (read !== write) await read.close();
  };
  let server: Awaited<ReturnType<typeof startPitServer>>;
  let pinsMissing: boolean;
  try {
    pinsMissing = (await pitPinsMissing(write)).length > 0;
    server = await startPitServer({
      write,
      read,
      host: beyondLoopback ? '0.0.0.0' : '127.0.0.1',
      port: options.port,
      beyondLoopback,
      ...(tls && { tls }),
      ...(options.cache !== undefined && { cacheDir: options.cache }),
      ...(options.lagAfter !== undefined && { lagAfterSeconds: options.lagAfter }),
      ...(options.checkEvery !== undefined && { checkEveryMs: options.checkEvery }),
      ...(options.protectionEvery !== undefined && { protectionEveryMs: options.protectionEvery * 60_000 }),
      log: (line) => io.err(`${pitLineText(line)}\n`),
    });
  } catch (error) {
    await closeCenters();
    if (error instanceof CenterUnavailableError) throw new CliError(words().say(error.said), EXIT.internal);
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
      throw new CliError(
        cliText('cli.serve.port-in-use', { port: options.port, other: options.port + 1 }),
        EXIT.rejected,
      );
    throw error;
  }
  const stopped = untilStopped();
  const mode = tls ? cliText('cli.pit.serve.mode-tls') : '';
  const tables = server.floor.lines().length;
  // "Floor: URL" stays the same in every language: scripts and tests read the port from it.
  io.out(
    `${cliText('cli.pit.serve.listening', { tables, center: centerName(options.pg), mode })}\n` +
      `Floor: ${server.url}\n${pinsMissing ? `${cliText('cli.pit.serve.no-pin')}\n` : ''}${cliText('cli.pit.serve.stop')}\n`,
  );
  await stopped;
  await server.close();
  await closeCenters();
  io.out(`${cliText('cli.pit.serve.closed')}\n`);
}

/** The roles without a PIN, at a pit without a staff register (with one, each person logs in with their own). */
async function pitPinsMissing(center: Center): Promise<PitRole[]> {
  if (registerIsOn((await centerRegister(center)).register)) return [];
  const missing: PitRole[] = [];
  for (const role of PIT_ROLES) if ((await pitPinHash(center, role)) === null) missing.push(role);
  return missing;
}

function pitLineText(line: PitServerLine): string {
  switch (line.line) {
    case 'clear-text':
      return cliText('cli.pit.clear-text');
    case 'file-failed':
      return cliText('cli.pit.file-failed', { detail: line.detail });
    case 'internal-error':
      return cliText('cli.pit.internal-error', { op: line.op, detail: line.detail });
    case 'center-lost':
      return cliText('cli.pit.center-lost', { detail: line.detail });
    case 'center-back':
      return cliText('cli.pit.center-back');
    case 'fold-failed':
      return cliText('cli.pit.fold-failed', { table: line.table, detail: line.detail });
    case 'journal-failed':
      return cliText('cli.pit.journal-failed', { detail: line.detail });
  }
}
