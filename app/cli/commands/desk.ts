import { type DeskResult, PitBossDesk } from '../../core/table/pit-boss-desk.js';
import { CliError, EXIT } from '../exit-codes.js';
import { factDone } from '../fact-done.js';
import type { CliIo } from '../io.js';
import { withTableService } from '../table-service-log.js';
import { cliText, words } from '../words.js';
import { readPin, roleText } from './pin.js';

/** Reads the PIN of the ruling role (`supervisor`) or the croupier's, each a line of standard input. */
export type PinReader = (role: 'supervisor' | 'croupier') => Promise<string>;

export type DeskWork = (desk: PitBossDesk, pin: PinReader) => Promise<DeskResult> | DeskResult;

/**
 * Opens the log, lets the desk do its work with the PINs read from standard input, and says what was
 * recorded in a pit boss's words (with `verbose`, each fact's type and place in the log as well).
 */
export function atTheDesk(io: CliIo, db: string, work: DeskWork, verbose = false): Promise<void> {
  return withTableService(db, async (service) => {
    const desk = new PitBossDesk(service);
    const pin: PinReader = (role) =>
      readPin(
        io,
        cliText('cli.pin.the-pin', { role: roleText(role === 'croupier' ? 'croupier' : desk.role) }),
      );
    const result = await work(desk, pin);
    if (!result.ok) throw new CliError(words().say(result.refusal), EXIT.rejected);
    for (const fact of result.events) {
      const said = factDone(fact);
      const { type, position, stream } = fact;
      io.out(`${verbose ? cliText('cli.done.where', { said, type, position, stream }) : said}\n`);
    }
  });
}
