import type { Message } from '../../../engine/refusals/message.js';
import { Center, CenterUnavailableError } from '../../core/shipping/center.js';
import { CliError, EXIT } from '../exit-codes.js';
import type { CliIo } from '../io.js';
import { words } from '../words.js';

/** Runs `use` on the pit's central database; a center out of reach is said and exits 1. */
export async function withCenter<T>(url: string, use: (center: Center) => Promise<T>): Promise<T> {
  const center = new Center(url);
  try {
    return await use(center);
  } catch (error) {
    if (error instanceof CenterUnavailableError) throw new CliError(words().say(error.said), EXIT.internal);
    throw error;
  } finally {
    await center.close();
  }
}

/** The tables a reader of the pit left out, one sentence each, beside what it read of the others. */
export function sayLeftOut(io: CliIo, leftOut: readonly Message[]): void {
  for (const said of leftOut) io.err(`${words().say(said)}\n`);
}
