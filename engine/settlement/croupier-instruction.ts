import { formatUnits } from '../money.js';
import type { SettlementLine } from './round.js';

/**
 * What the croupier does with the chips of one line, in table units: "pay ann 15",
 * "take box2 10", "push: box3 keeps 10". A line that changes no money says who keeps what, so
 * the croupier knows the chips go back rather than forgetting the bet.
 */
export function croupierInstruction(line: SettlementLine): string {
  if (line.net > 0) return `pay ${line.bettor} ${formatUnits(line.net)}`;
  if (line.net < 0) return `take ${line.bettor} ${formatUnits(0 - line.net)}`;
  return `push: ${line.bettor} keeps ${formatUnits(line.staked)}`;
}

export interface InstructionParts {
  readonly kind: 'pay' | 'take' | 'push';
  readonly bettor: string;
  /** In table units, as written: "7.50". */
  readonly amount: string;
}

const INSTRUCTION = /^(?:(pay|take) (.+)|push: (.+) keeps) (\d+(?:\.\d+)?)$/;

/**
 * An instruction read back into its parts, so a report that carries the croupier's English words
 * ("pay ann 15") is said again in another language; the amount ends it, so any bettor name reads.
 */
export function readInstruction(text: string): InstructionParts | null {
  const match = INSTRUCTION.exec(text);
  if (!match) return null;
  const [, verb, paid, kept, amount = ''] = match;
  return verb === 'pay' || verb === 'take'
    ? { kind: verb, bettor: paid ?? '', amount }
    : { kind: 'push', bettor: kept ?? '', amount };
}
