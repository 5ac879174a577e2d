import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
import { folderProblem } from '../../core/log/open-failure.js';
import { installRoot } from '../../main/install-paths.js';
// The shell's own rule, so that the window and the command line open the same table.
import { defaultDataDir } from '../../main/service-launch.js';
import { CliError, EXIT } from '../exit-codes.js';
import type { CliIo } from '../io.js';
import { baudOption, portOption, seedOption } from '../number-option.js';
import { resolveProfile } from '../profile-option.js';
import { centerUrlOf, type ShippingOptions, withShippingOptions } from '../shipping-option.js';
import { cliText, words } from '../words.js';
import { addTlsOptions, DEFAULT_PORT, serve, type TlsOptions } from './serve.js';

/**
 * Where a table's log lives when none is named: the user's data directory, made if need be. A
 * folder that cannot be made or written is a refusal that says which and what to do instead.
 */
export function dataDirForLogs(): string {
  const base = defaultDataDir(process.env);
  try {
    mkdirSync(base, { recursive: true });
  } catch {
    // Reported below from what the folder is, not from the error's code alone.
  }
  const problem = folderProblem(base);
  if (problem)
    throw new CliError(
      cliText('cli.start.data-dir-unusable', { dir: base, problem: words().say(problem) }),
      EXIT.rejected,
    );
  return base;
}

/** Electron's binary, or why there is none: the mode `sabot start` chooses rests on it. */
export interface ElectronFound {
  readonly binary: string | null;
  readonly why: string;
}

/**
 * Looks for Electron's binary without loading the `electron` package: its index downloads the
 * binary when it is missing, which `sabot start` must never do. The package records the binary's
 * path in `path.txt` once its install script has downloaded it into `dist/`. The package is the
 * desktop shell's own install (`desktop/`), apart from the table's: Electron asks for a newer Node.
 */
export function findElectron(
  resolve: (id: string) => string = createRequire(
    join(installRoot(import.meta.url), 'desktop', 'package.json'),
  ).resolve,
): ElectronFound {
  let entry: string;
  try {
    entry = resolve('electron');
  } catch {
    return { binary: null, why: cliText('cli.start.electron.not-installed') };
  }
  const pathFile = join(dirname(entry), 'path.txt');
  if (!existsSync(pathFile))
    return { binary: null, why: cliText('cli.start.electron.never-downloaded', { file: pathFile }) };
  const binary = join(dirname(entry), 'dist', readFileSync(pathFile, 'utf8').trim());
  if (!existsSync(binary)) return { binary: null, why: cliText('cli.start.electron.missing', { binary }) };
  // The shell is built by the desktop install (`npm run build:desktop`), not by the table's.
  if (!existsSync(shellEntry())) return { binary: null, why: cliText('cli.start.electron.unbuilt') };
  return { binary, why: cliText('cli.start.electron.found', { binary }) };
}

interface StartOptions extends TlsOptions, ShippingOptions {
  profile: string;
  rules?: string;
  db?: string;
  device: string;
  baud?: number;
  seed?: number;
  port: number;
  operator: string;
  web?: boolean;
}

/**
 * `sabot start` (the README's `npm start`): the table with the shoe simulator and a log in the
 * user's data directory, in the Electron window where Electron's binary is installed, otherwise in
 * web mode (exactly `sabot serve`). The terminal table is `sabot table`.
 */
export function registerStartCommand(program: Command, io: CliIo): void {
  const command = program
    .command('start')
    .description(cliText('cli.start.description'))
    .option('--profile <id>', cliText('cli.option.profile'), 'classic-6d')
    .option('--rules <file>', cliText('cli.table.option.rules'))
    .option('--db <file>', cliText('cli.start.option.db'))
    .option('--device <sim|path>', cliText('cli.table.option.device'), 'sim')
    .addOption(baudOption('--baud <n>', cliText('cli.table.option.baud')))
    .addOption(seedOption('--seed <n>', cliText('cli.table.option.seed')))
    .addOption(portOption('--port <n>', cliText('cli.start.option.port')).default(DEFAULT_PORT))
    .option('--operator <name>', cliText('cli.table.option.operator'), 'croupier')
    .option('--web', cliText('cli.start.option.web'));
  addTlsOptions(withShippingOptions(command))
    .addHelpText('after', `\n${cliText('cli.start.terminal-instead')}`)
    .action((options: StartOptions) => start(io, options));
}

async function start(io: CliIo, options: StartOptions): Promise<void> {
  // An unknown profile is refused before anything is printed or made.
  resolveProfile(options);
  const db = options.db ?? join(dataDirForLogs(), `${options.profile}.db`);
  const electron: ElectronFound = options.web
    ? { binary: null, why: cliText('cli.start.electron.web-given') }
    : findElectron();
  if (electron.binary && (options.tlsCert !== undefined || options.tlsKey !== undefined))
    throw new CliError(cliText('cli.start.tls-needs-web'), EXIT.usage);
  io.out(`${cliText('cli.start.database', { db })}\n`);
  if (electron.binary) {
    io.out(`${cliText('cli.start.desktop-mode', { why: electron.why })}\n`);
    await runElectron(electron.binary, db, options);
    return;
  }
  const introduction = `${cliText('cli.start.web-mode', { why: electron.why, db })}\n`;
  const { web: _web, db: _db, ...table } = options;
  await serve(io, { ...table, db }, introduction);
}

/** The Electron shell's main process, as the desktop build leaves it beside the table's code. */
function shellEntry(): string {
  return fileURLToPath(new URL('../../main/main.js', import.meta.url));
}

/** The Electron shell, which starts `sabot serve` itself with the same table options. */
async function runElectron(binary: string, db: string, options: StartOptions): Promise<void> {
  const args = [shellEntry(), '--db', db, '--device', options.device, '--operator', options.operator];
  if (options.rules !== undefined) args.push('--rules', options.rules);
  else args.push('--profile', options.profile);
  if (options.baud !== undefined) args.push('--baud', String(options.baud));
  if (options.seed !== undefined) args.push('--seed', String(options.seed));
  // The shell's service takes a URL: `--pit` is said as the data directory's pit's own.
  const center = centerUrlOf(options);
  if (center !== undefined) args.push('--pg', center);
  if (options.tableId !== undefined) args.push('--table-id', options.tableId);
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(binary, args, { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (exit) => resolve(exit));
  });
  if (code !== 0)
    throw new CliError(cliText('cli.start.electron-exited', { code: String(code) }), EXIT.internal);
}
