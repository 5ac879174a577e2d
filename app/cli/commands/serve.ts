import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { SessionPins } from '../../server/session-pins.js';
import { startWebServer } from '../../server/web-server.js';
import { CliError, EXIT } from '../exit-codes.js';
import type { CliIo } from '../io.js';
import { type LiveTableOptions, openLiveTable } from '../live-table-option.js';
import { baudOption, portOption, seedOption } from '../number-option.js';
import { cannotRead } from '../read-failure.js';
import { readPin } from './pin.js';

export const DEFAULT_PORT = 4750;

export interface ServeOptions extends LiveTableOptions, TlsOptions {
  port: number;
  listenBeyondLoopback?: boolean;
}

export interface TlsOptions {
  tlsCert?: string;
  tlsKey?: string;
}

/** The TLS options of `sabot serve` (and of `sabot start` in web mode). */
export function addTlsOptions(command: Command): Command {
  return command
    .option('--tls-cert <file>', 'serve HTTPS and WSS with this certificate (PEM); needs --tls-key')
    .option('--tls-key <file>', "the certificate's private key (PEM)");
}

/** The certificate and key, read before the table is opened; none when neither option is given. */
export function readTls(options: TlsOptions): { cert: Buffer; key: Buffer } | undefined {
  const { tlsCert, tlsKey } = options;
  if (tlsCert === undefined && tlsKey === undefined) return undefined;
  if (tlsCert === undefined || tlsKey === undefined)
    throw new CliError('--tls-cert and --tls-key go together: give the certificate and its key', EXIT.usage);
  const read = (file: string, what: string): Buffer => {
    try {
      return readFileSync(file);
    } catch (error) {
      throw cannotRead(`the TLS ${what}`, file, error);
    }
  };
  return { cert: read(tlsCert, 'certificate'), key: read(tlsKey, 'key') };
}

export function registerServeCommand(program: Command, io: CliIo): void {
  const command = program
    .command('serve')
    .description('web mode: the live table and its dashboard in a browser, on this machine by default')
    .requiredOption('--db <file>', 'the table log (created if new)')
    .option('--profile <id>', 'rule profile id (needed for a new log)')
    .option('--rules <file>', 'a custom rule profile in a JSON file')
    .option('--device <sim|path>', 'the shoe reader: its serial port, or "sim" for the simulator', 'sim')
    .addOption(baudOption('--baud <n>', 'baud rate of the reader'))
    .addOption(portOption('--port <n>', 'the port to listen on (0: any free port)').default(DEFAULT_PORT))
    .option(
      '--listen-beyond-loopback',
      'listen on every interface; every connection then logs in (reads "CROUPIER-PIN REVIEW-PIN" from standard input)',
    )
    .option('--operator <name>', 'the croupier on duty', 'croupier')
    .addOption(seedOption('--seed <n>', "the simulator's shuffle seed"));
  addTlsOptions(command)
    .addHelpText(
      'after',
      '\nBeyond loopback the pit boss logs in with the PIN set by "sabot pin set"; the croupier and the\nread-only reviewer with the two PINs given on standard input, kept for this run only:\n  echo "4821 7730" | sabot serve --db table.db --listen-beyond-loopback --tls-cert cert.pem --tls-key key.pem\nWithout --tls-cert the PINs cross the network in clear: the server says so when it starts.',
    )
    .action((options: ServeOptions) => serve(io, options));
}

/**
 * Serves the table until Ctrl-C. `introduction` is printed only once the table is open and the
 * dashboard listens (`sabot start` tells there how to reach it), never before a refusal.
 */
export async function serve(io: CliIo, options: ServeOptions, introduction = ''): Promise<void> {
  const beyondLoopback = options.listenBeyondLoopback === true;
  const tls = readTls(options);
  const sessionPins = beyondLoopback ? await readSessionPins(io) : undefined;
  const leased = await openLiveTable(options);
  const { table } = leased;
  let server: Awaited<ReturnType<typeof startWebServer>>;
  try {
    server = await startWebServer({
      table,
      dbPath: options.db,
      host: beyondLoopback ? '0.0.0.0' : '127.0.0.1',
      port: options.port,
      beyondLoopback,
      ...(process.env.SABOT_SERVICE_SECRET && { serviceSecret: process.env.SABOT_SERVICE_SECRET }),
      operator: options.operator,
      ...(sessionPins && { sessionPins }),
      ...(tls && { tls }),
      log: (line) => io.err(`${line}\n`),
    });
  } catch (error) {
    await leased.close();
    throw new CliError(listenRefusal(options.port, error), EXIT.rejected);
  }
  const reader =
    options.device === 'sim'
      ? 'the shoe simulator on a pseudo-terminal'
      : `the shoe reader on ${options.device}`;
  const mode =
    (beyondLoopback
      ? 'web mode beyond loopback (every interface): every connection logs in'
      : 'web mode on loopback only (this machine): no login') + (tls ? ', over TLS' : '');
  // Listening for Ctrl-C before the address is printed: whoever reads it may stop the table at once.
  const stopped = untilStopped();
  io.out(
    `${introduction}Sabot — table ${table.service.snapshot.context.profile.id} in ${mode}, with ${reader}.\n` +
      `Dashboard: ${server.url}\nLog: ${options.db}\nStop with Ctrl-C.\n`,
  );
  await stopped;
  await server.close();
  await leased.close();
  io.out('Sabot — the table is closed.\n');
}

function listenRefusal(port: number, error: unknown): string {
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
    return `port ${port} is already in use (another program, perhaps another table, listens on it): choose another with --port, e.g. --port ${port === 65535 ? port - 1 : port + 1}, or --port 0 for any free port`;
  return `cannot listen on port ${port}: ${(error as Error).message}`;
}

/** Both PINs on one line: a second read of a piped standard input would find it already consumed. */
async function readSessionPins(io: CliIo): Promise<SessionPins> {
  const line = await readPin(io, 'the croupier and review PINs ("CROUPIER-PIN REVIEW-PIN")');
  const [croupier = '', review = '', ...rest] = line.split(/\s+/);
  if (rest.length > 0 || review === '')
    throw new CliError("give two PINs on one line: the croupier's, then the reviewer's", EXIT.usage);
  const pins = SessionPins.create({ croupier, review });
  if (typeof pins === 'string') throw new CliError(pins, EXIT.rejected);
  return pins;
}

function untilStopped(): Promise<void> {
  return new Promise((resolve) => {
    const stop = (): void => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
