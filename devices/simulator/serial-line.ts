import { SerialPort } from 'serialport';
import { say } from '../../engine/refusals/message.js';
import { ok, type Result, refuse } from '../../engine/result.js';
import { systemReason } from '../serial/port-messages.js';
import type { PtyPair } from './pty-pair.js';
import type { SimulatorLine } from './simulator-line.js';

export interface SerialLineOptions {
  /** The simulator's end; with `pty`, its `readerPath` is used. */
  readonly path?: string;
  /** A pair this simulator may unplug: then the table's port really disappears and comes back. */
  readonly pty?: PtyPair;
  readonly baudRate?: number;
}

/**
 * The simulator's end of a serial line. Unplugging closes the simulator's port; with a pty pair it
 * also stops socat, because only then does the table's serialport see its port go (closing our
 * side alone leaves socat holding the table's side open: the table would only hear silence).
 */
export function serialLine(options: SerialLineOptions): SimulatorLine {
  const path = options.pty?.readerPath ?? options.path;
  if (path === undefined) throw new Error('serialLine needs a path or a pty pair');
  const { pty, baudRate = 115200 } = options;
  let port: SerialPort | null = null;

  const open = (): Promise<Result<void>> =>
    new Promise((resolve) => {
      const opening = new SerialPort({ path, baudRate, autoOpen: false });
      // Write errors also come back through write()'s callback; this keeps them from going uncaught.
      opening.on('error', () => {});
      opening.on('close', () => {
        if (port === opening) port = null;
      });
      opening.open((error) => {
        if (error)
          return resolve(refuse(say('simulator.cannot-open', { path, detail: systemReason(error) })));
        port = opening;
        resolve(ok(undefined));
      });
    });

  const closePort = async (): Promise<void> => {
    const closing = port;
    port = null;
    if (closing?.isOpen) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };

  return {
    where: pty ? { kind: 'pty', path, hostPath: pty.hostPath } : { kind: 'serial-port', path },
    unplugLooksLike: pty ? 'disconnect' : 'silence',
    open,
    write: (bytes) =>
      new Promise((resolve) => {
        const current = port;
        if (current === null || !current.isOpen) return resolve(refuse(say('simulator.not-open', { path })));
        current.write(Buffer.from(bytes), (error) => {
          if (error) return resolve(refuse(writeFailed(path, error)));
          // Drained: the bytes left this process, so pacing and timings mean what they say.
          current.drain((drainError) =>
            resolve(drainError ? refuse(writeFailed(path, drainError)) : ok(undefined)),
          );
        });
      }),
    unplug: async () => {
      await closePort();
      await pty?.unplug();
    },
    plugIn: async () => {
      if (port?.isOpen) return ok(undefined);
      const back = pty ? await pty.plugIn() : ok(undefined);
      return back.ok ? open() : back;
    },
    close: closePort,
  };
}

const writeFailed = (path: string, error: Error) =>
  say('simulator.write-failed', { path, detail: systemReason(error) });
