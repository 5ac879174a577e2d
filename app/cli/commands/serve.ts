import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { Command } from 'commander';
import { centerName } from '../../core/shipping/center.js';
import { SessionPins } from '../../server/session-pins.js';
import { startWebServer } from '../../server/web-server.js';
import type { ServerLine } from '../../socket-host/server-line.js';
import { CliError, EXIT } from '../exit-codes.js';
import type { CliIo } from '../io.js';
import {
  type LiveTableOptions,
  openLiveTable,
  withDealerOptions,
  withLiveTableOptions,
} from '../live-table-option.js';
import { portOption } from '../number-option.js';
import { cannotRead, type FileKind } from '../read-failure.js';
import { centerUrlOf, withShippingOptions } from '../shipping-option.js';
import { withTableConfigOptions } from '../table-config-option.js';
import { cliText } from '../words.js';
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
    .option('--tls-cert <file>', cliText('cli.serve.option.tls-cert'))
    .option('--tls-key <file>', cliText('cli.serve.option.tls-key'));
}

/** The certificate and key, read before the table is opened; none when neither option is given. */
export function readTls(options: TlsOptions): { cert: Buffer; key: Buffer } | undefined {
  const { tlsCert, tlsKey } = options;
  if (tlsCert === undefined && tlsKey === undefined) return undefined;
  if (tlsCert === undefined || tlsKey === undefined)
    throw new CliError(cliText('cli.serve.tls-together'), EXIT.usage);
  const read = (file: string, what: FileKind): Buffer => {
    try {
      return readFileSync(file);
    } catch (error) {
      throw cannotRead(what, file, error);
    }
  };
  return { cert: read(tlsCert, 'tls-certificate'), key: read(tlsKey, 'tls-key') };
}

export function registerServeCommand(program: Command, io: CliIo): void {
  const command = withLiveTableOptions(program.command('serve').description(cliText('cli.serve.description')))
    .addOption(portOption('--port <n>', cliText('cli.serve.option.port')).default(DEFAULT_PORT))
    .option('--listen-beyond-loopback', cliText('cli.serve.option.beyond-loopback'));
  addTlsOptions(withShippingOptions(withTableConfigOptions(withDealerOptions(command))))
    .addHelpText('after', `\n${cliText('cli.serve.help')}`)
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
  const host = beyondLoopback ? '0.0.0.0' : '127.0.0.1';
  // A busy port is said before the log is opened: a start refused leaves no new log, head or lease.
  const busy = await portRefusal(host, options.port);
  if (busy) throw new CliError(listenRefusal(options.port, busy), EXIT.rejected);
  const leased = await openLiveTable(options);
  const { table } = leased;
  let server: Awaited<ReturnType<typeof startWebServer>>;
  try {
    server = await startWebServer({
      table,
      dbPath: options.db,
      host,
      port: options.port,
      beyondLoopback,
      ...(process.env.SABOT_SERVICE_SECRET && { serviceSecret: process.env.SABOT_SERVICE_SECRET }),
      operator: options.operator,
      ...(sessionPins && { sessionPins }),
      ...(tls && { tls }),
      log: (line) => io.err(`${serverLineText(line)}\n`),
    });
  } catch (error) {
    await leased.close();
    throw new CliError(listenRefusal(options.port, error), EXIT.rejected);
  }
  const reader =
    options.device === 'sim'
      ? cliText('cli.serve.reader.sim')
      : cliText('cli.serve.reader.device', { device: options.device });
  const reach = cliText(beyondLoopback ? 'cli.serve.mode.beyond-loopback' : 'cli.serve.mode.loopback');
  const mode = tls ? cliText('cli.serve.mode.tls', { mode: reach }) : reach;
  const profile = table.service.snapshot.context.profile.id;
  // Listening for Ctrl-C before the address is printed: whoever reads it may stop the table at once.
  const stopped = untilStopped();
  // "Dashboard: URL" stays the same in every language: the desktop shell and scripts read the port from it.
  io.out(
    `${introduction}${cliText('cli.serve.table', { profile, mode, reader })}\n` +
      `Dashboard: ${server.url}\n${cliText('cli.serve.log', { db: options.db })}\n${shipsTo(options)}` +
      `${cliText('cli.serve.stop')}\n`,
  );
  await stopped;
  await server.close();
  await leased.close();
  io.out(`${cliText('cli.serve.closed')}\n`);
}

/** Where the table ships, a line of its own; nothing when it does not. */
function shipsTo(options: ServeOptions): string {
  const url = centerUrlOf(options);
  if (url === undefined) return '';
  const key = options.pg === undefined ? 'cli.serve.ships-own-pit' : 'cli.serve.ships';
  return `${cliText(key, { center: centerName(url) })}\n`;
}

/** Why the port cannot be listened on now (taken, not allowed), or null: tried and let go at once. */
export function portRefusal(host: string, port: number): Promise<Error | null> {
  if (port === 0) return Promise.resolve(null);
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', resolve);
    probe.listen(port, host, () => probe.close(() => resolve(null)));
  });
}

export function listenRefusal(port: number, error: unknown): string {
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
    return cliText('cli.serve.port-in-use', { port, other: port === 65535 ? port - 1 : port + 1 });
  return cliText('cli.serve.cannot-listen', { port, detail: (error as Error).message });
}

/** Both PINs on one line: a second read of a piped standard input would find it already consumed. */
async function readSessionPins(io: CliIo): Promise<SessionPins> {
  const line = await readPin(io, cliText('cli.serve.pins-prompt'));
  const [croupier = '', review = '', ...rest] = line.split(/\s+/);
  if (rest.length > 0 || review === '') throw new CliError(cliText('cli.serve.two-pins'), EXIT.usage);
  const pins = SessionPins.create({ croupier, review });
  if (pins instanceof SessionPins) return pins;
  const why =
    pins.refused === 'same'
      ? 'cli.serve.pins-same'
      : pins.role === 'croupier'
        ? 'cli.serve.croupier-pin-not-a-pin'
        : 'cli.serve.review-pin-not-a-pin';
  throw new CliError(cliText(why), EXIT.rejected);
}

/** A line of the running server on standard error, in the command's language. */
function serverLineText(line: ServerLine): string {
  switch (line.line) {
    case 'clear-text':
      return cliText('cli.serve.clear-text');
    case 'file-failed':
      return cliText('cli.serve.file-failed', { detail: line.detail });
    case 'internal-error':
      return cliText('cli.serve.internal-error', { op: line.op, detail: line.detail });
  }
}

export function untilStopped(): Promise<void> {
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
