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
