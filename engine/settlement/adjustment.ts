import type { Card } from '../cards/card.js';
import type { Minor } from '../money.js';
import type { SettlementKind, SettlementLine } from './round.js';

/**
 * One line of a settled round that a ruling changed: the bettor's net as the round was paid, and
 * as it is owed now. The croupier moves the difference (`now - was`: positive, the bank pays the
 * bettor; negative, the bank collects it), never the new total.
 */
export interface AdjustedLine {
  readonly box: number;
  readonly hand: number;
  readonly bettor: string;
  readonly kind: SettlementKind;
  /** 0 when the line was not in the settlement paid (nor in the one owed now). */
  readonly was: Minor;
  readonly now: Minor;
}

/** Why a paid round pays differently: a card the pit boss corrected, or the round voided. */
export type AdjustmentCause =
  | { readonly kind: 'card'; readonly position: number; readonly was: Card | null; readonly card: Card }
  | { readonly kind: 'void'; readonly reason: string };

/** What a ruling on a paid round owes, until the croupier says the chips have moved. */
export interface Adjustment {
  readonly round: number;
  readonly cause: AdjustmentCause;
  /** Who ruled (the pit boss's badge). */
  readonly author: string;
  readonly lines: readonly AdjustedLine[];
}

const keyOf = (line: { box: number; hand: number; bettor: string; kind: SettlementKind }): string =>
  `${line.box}/${line.hand}/${line.kind}/${line.bettor}`;

/** The lines whose net differs between the settlement paid and the one owed now, in the order the round lists them. */
export function adjustedLines(
  paid: readonly SettlementLine[],
  owed: readonly SettlementLine[],
): AdjustedLine[] {
  const lines = new Map<string, AdjustedLine>();
  for (const line of paid) lines.set(keyOf(line), { ...pick(line), was: line.net, now: 0 });
  for (const line of owed) {
    const key = keyOf(line);
    lines.set(key, { ...pick(line), was: lines.get(key)?.was ?? 0, now: line.net });
  }
  return [...lines.values()].filter((line) => line.was !== line.now).sort(byPlace);
}

/**
 * Two rulings on one round before the croupier moved the chips of the first: one notice, from what
 * was paid (the first's `was`) to what is owed now (the second's `now`).
 */
export function mergedAdjustment(first: Adjustment, second: Adjustment): Adjustment {
  const lines = new Map(first.lines.map((line) => [keyOf(line), line]));
  for (const line of second.lines) {
    const key = keyOf(line);
    lines.set(key, { ...line, was: lines.get(key)?.was ?? line.was });
  }
  return {
    ...second,
    lines: [...lines.values()].filter((line) => line.was !== line.now).sort(byPlace),
  };
}

/** The difference a bettor is owed (positive: pay them) or owes (negative: collect it) over an adjustment. */
export const differenceByBettor = (adjustment: Adjustment): Map<string, Minor> => {
  const byBettor = new Map<string, Minor>();
  for (const line of adjustment.lines)
    byBettor.set(line.bettor, (byBettor.get(line.bettor) ?? 0) + (line.now - line.was));
  return byBettor;
};

const pick = ({ box, hand, bettor, kind }: SettlementLine) => ({ box, hand, bettor, kind });

const byPlace = (a: AdjustedLine, b: AdjustedLine): number =>
  a.box - b.box || a.hand - b.hand || a.kind.localeCompare(b.kind) || a.bettor.localeCompare(b.bettor);
