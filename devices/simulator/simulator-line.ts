import { ok, type Result } from '../../engine/result.js';

/** Where a line writes, as data: the command says it in the operator's language. */
export type LineWhere =
  | { readonly kind: 'standard-output' }
  | { readonly kind: 'pty'; readonly path: string; readonly hostPath: string }
  | { readonly kind: 'serial-port'; readonly path: string };

/**
 * Where a simulated reader's bytes go: a serial port (a pty pair's reader side, or a real adapter
 * wired to the table's port) or plain text for `--print`. Every failure is a sentence, never an
 * exception: writing to a line that is not there is an event a simulator must survive.
 */
export interface SimulatorLine {
  /** For the operator: where the bytes go and what the table must open (worded by the command). */
  readonly where: LineWhere;
  /**
   * What the table sees when this line is unplugged: the port disappearing ("disconnect", a pty
   * pair whose socat stops) or only the bytes stopping ("silence", a port the simulator does not own).
   */
  readonly unplugLooksLike: 'disconnect' | 'silence';
  open(): Promise<Result<void>>;
  write(bytes: Uint8Array): Promise<Result<void>>;
  unplug(): Promise<void>;
  plugIn(): Promise<Result<void>>;
  close(): Promise<void>;
}

/** The frames as text, for `sabot shoe-sim --print` and documentation: no port at all. */
export function printLine(write: (text: string) => void): SimulatorLine {
  const done = Promise.resolve(ok(undefined));
  return {
    where: { kind: 'standard-output' },
    unplugLooksLike: 'silence',
    open: () => done,
    write: (bytes) => {
      write(Buffer.from(bytes).toString('latin1'));
      return done;
    },
    unplug: async () => {},
    plugIn: () => done,
    close: async () => {},
  };
}
