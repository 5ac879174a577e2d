import { toMinor } from '../../../engine/money.js';
import { seededRandom } from '../../../engine/random/seeded.js';
import { unwrap } from '../../../engine/result.js';
import { chipsRefusal } from '../../../engine/round/betting.js';
import type { InputOf, TableInput } from '../../../engine/round/inputs.js';
import { shuffleIsDue } from '../../../engine/round/shoe.js';
import { contextOf, phaseOf, type TableSnapshot } from '../../../engine/round/table.js';
import { withNextRound } from '../../../engine/round/table-context.js';
import type { TablePhase } from '../../../engine/round/table-machine.js';
import type { TableContext } from '../../../engine/round/types.js';
import { AutoTable, drawToSeventeen } from '../../../engine/sim/auto-table.js';

/**
 * The crash harness's croupier: the engine's AutoTable (minimum bets on the first `boxes` boxes,
 * draw to 17, a seeded shuffle), plus what a long unattended session needs that the auto table
 * does not do yet (both reported upstream rather than patched here):
 *
 * - A shoe change once the cut card came out. AutoTable asks for it when `shoe.shuffleDue`, but
 *   that flag is only raised when the next round opens, so in `settled` it bets instead and the
 *   deal of the next round is refused ("the cut card came out in the last round: shuffle...").
 * - A new player on a box whose player has lost their chips at the home game (AutoTable bets the
 *   minimum for `boxN` forever; after an odd payout a player can be left with one chip).
 */
export class SessionDriver {
  readonly #auto: AutoTable;

  constructor(seed: number, boxes: number) {
    this.#auto = new AutoTable({ boxes, strategy: drawToSeventeen, random: seededRandom(seed) });
  }

  next(table: TableSnapshot): TableInput {
    const phase = phaseOf(table);
    const context = contextOf(table);
    if (shuffleIsDue(phase, context)) return { type: 'shuffle' };
    const input = this.#auto.nextInput(phase, context);
    return input.type === 'bet' && context.chips ? withPlayerWhoCanPay(input, phase, context) : input;
  }
}

/** The box's usual player if they can cover the bet, else the first newcomer (`box1-2`, ...) who can. */
function withPlayerWhoCanPay(bet: InputOf<'bet'>, phase: TablePhase, context: TableContext): TableInput {
  // A bet in `settled` opens the next round: the settled round's chips are paid by then.
  const next = phase === 'settled' ? withNextRound(context) : context;
  const amount = unwrap(toMinor(bet.amount));
  const usual = `box${bet.box}`;
  if (chipsRefusal(next, usual, amount) === null) return bet;
  for (let seat = 2; ; seat++) {
    const newcomer = `${usual}-${seat}`;
    if (chipsRefusal(next, newcomer, amount) === null) return { ...bet, bettor: newcomer };
  }
}
