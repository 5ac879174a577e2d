import type { Command } from 'commander';
import { Option } from 'commander';
import {
  DEFAULT_JURISDICTION,
  JURISDICTION_IDS,
  JURISDICTIONS,
  type JurisdictionId,
} from '../../../engine/compliance/jurisdictions.js';
import { registerIsOn } from '../../../engine/staff/register.js';
import { PIT_ROLES, type PitRole } from '../../contract/pit-floor.js';
import { folderProblem } from '../../core/log/open-failure.js';
import { Center, CenterUnavailableError, centerName } from '../../core/shipping/center.js';
import { centerRegister } from '../../core/staff/center-register.js';
import { pitPinHash } from '../../pit/pit-pins.js';
import { startPitServer } from '../../pit/pit-server.js';
import type { PitServerLine } from '../../pit/pit-server-line.js';
import { StandbyCenter } from '../../pit/standby-center.js';
import { CliError, EXIT } from '../exit-codes.js';
import type { CliIo } from '../io.js';
import { portOption, positiveOption, wholeNumberOption } from '../number-option.js';
import { cliText, words } from '../words.js';
import { type EmbeddedPit, ownPitIntroduction, startOwnPit } from './own-pit.js';
import {
  addTlsOptions,
  listenRefusal,
  portRefusal,
  readTls,
  type TlsOptions,
  untilStopped,
} from './serve.js';

export const DEFAULT_PIT_PORT = 4760;

interface PitServeOptions extends TlsOptions {
  pg?: string;
  readPg?: string;
  port: number;
  listenBeyondLoopback?: boolean;
  cache?: string;
  lagAfter?: number;
  checkEvery?: number;
  protectionEvery?: number;
  jurisdiction: string;
}

/** `sabot pit serve`: the floor view, over the casino's PostgreSQL or, without --pg, the pit's own. */
export function registerPitServeCommand(pit: Command, io: CliIo): void {
  const serveCommand = pit
    .command('serve')
    .description(cliText('cli.pit.serve.description'))
    .option('--pg <url>', cliText('cli.pit.serve.option.pg'))
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
    .addOption(
      new Option(
        '--jurisdiction <id>',
        cliText('cli.pit.option.jurisdiction', { choices: JURISDICTION_IDS.join(', ') }),
      )
        .choices([...JURISDICTION_IDS, 'none'])
        .default(DEFAULT_JURISDICTION),
    )
    .action((options: PitServeOptions) => serve(io, options));
}

async function serve(io: CliIo, options: PitServeOptions): Promise<void> {
  const beyondLoopback = options.listenBeyondLoopback === true;
  const tls = readTls(options);
  const host = beyondLoopback ? '0.0.0.0' : '127.0.0.1';
  refuseUnusableCache(options.cache);
  // A busy port is said before the pit's own PostgreSQL is started: a refused start starts nothing.
  const busy = await portRefusal(host, options.port);
  if (busy) throw new CliError(listenRefusal(options.port, busy), EXIT.rejected);
  const own: EmbeddedPit | null = options.pg === undefined ? await startOwnPit() : null;
  const url = own?.url ?? (options.pg as string);
  const write = new Center(url, { max: 6 });
  const read = options.readPg ? new StandbyCenter(options.readPg, { max: 6 }) : write;
  const closeCenters = async () => {
    await write.close();
    if (read !== write) await read.close();
    await own?.stop();
  };
  let server: Awaited<ReturnType<typeof startPitServer>>;
  let pinsMissing: boolean;
  try {
    pinsMissing = (await pitPinsMissing(write)).length > 0;
    server = await startPitServer({
      write,
      read,
      host,
      port: options.port,
      beyondLoopback,
      ...(tls && { tls }),
      ...(options.cache !== undefined && { cacheDir: options.cache }),
      ...(options.lagAfter !== undefined && { lagAfterSeconds: options.lagAfter }),
      ...(options.checkEvery !== undefined && { checkEveryMs: options.checkEvery }),
      ...(options.protectionEvery !== undefined && { protectionEveryMs: options.protectionEvery * 60_000 }),
      ...(options.jurisdiction !== 'none' && {
        compliance: JURISDICTIONS[options.jurisdiction as JurisdictionId],
      }),
      log: (line) => io.err(`${pitLineText(line)}\n`),
    });
  } catch (error) {
    // Whatever refused the start, the pit's own PostgreSQL it started is stopped with it.
    await closeCenters();
    if (error instanceof CenterUnavailableError) throw new CliError(words().say(error.said), EXIT.internal);
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
      throw new CliError(listenRefusal(options.port, error), EXIT.rejected);
    throw error;
  }
  const stopped = untilStopped();
  const mode = tls ? cliText('cli.pit.serve.mode-tls') : '';
  const tables = server.floor.lines().length;
  // "Floor: URL" and "Center: URL" stay the same in every language: scripts and tests read them.
  io.out(
    `${cliText('cli.pit.serve.listening', { tables, center: centerName(url), mode })}\n` +
      `Floor: ${server.url}\n${own ? ownPitIntroduction(own) : ''}` +
      `${pinsMissing ? `${cliText('cli.pit.serve.no-pin')}\n` : ''}` +
      `${cliText('cli.pit.serve.stop')}\n`,
  );
  await stopped;
  await server.close();
  await closeCenters();
  io.out(`${cliText('cli.pit.serve.closed')}\n`);
}

/** A `--cache` that is a file or a folder this user cannot write, said before anything starts. */
function refuseUnusableCache(cache: string | undefined): void {
  if (cache === undefined) return;
  const problem = folderProblem(cache);
  // A folder still to make is made by the floor.
  if (problem && problem.code !== 'folder.missing')
    throw new CliError(
      cliText('cli.pit.serve.cache-unusable', { dir: cache, problem: words().say(problem) }),
      EXIT.rejected,
    );
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
