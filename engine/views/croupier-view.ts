import { toUnits } from '../money.js';
import { contextOf, type TableSnapshot } from '../round/table.js';
import { type TableView, tableView } from '../round/table-view.js';
import type { AdjustedLine, Adjustment, AdjustmentCause } from '../settlement/adjustment.js';
import { type BooksSeen, booksSeen } from './books-seen.js';
import { type BurnedCard, burnBox } from './burn-box.js';
import { dealerFaceUp, holeCardDown } from './hole-card.js';
import { type NextCard, nextCard } from './next-card.js';
import { type StaffSeen, staffSeen } from './staff-seen.js';

/** What the bet form offers: the table's boxes and its limits, in table units. */
export interface TableLimitsSeen {
  readonly boxes: number;
  readonly minStake: number;
  readonly maxStake: number;
}

/** A view of the table as one role sees it, and whether the dealer's hole card lies face down in it. */
export interface SeenTable {
  readonly view: TableView;
  readonly holeCard: 'down' | null;
  /** Every card of the round no hand kept, with why: the croupier puts each in the discard rack. */
  readonly burnBox: BurnedCard[];
  /** Where the next card goes as a coded phrase, or why no hand may take one. */
  readonly nextCardTo: NextCard;
  readonly limits: TableLimitsSeen;
  /** Open or closed, the croupier on duty, the limits waiting for the next round, the opener's alarm. */
  readonly books: BooksSeen;
  /** Whether croupiers sign in by badge here, and who is signed in. */
  readonly staff: StaffSeen;
  /** Rulings on paid rounds whose chips the croupier has still to move (table units). */
  readonly adjustments: readonly AdjustmentSeen[];
}

/** A ruling's difference on a paid round, as the croupier's notice shows it (amounts in table units). */
export interface AdjustmentSeen {
  readonly round: number;
  readonly cause: AdjustmentCause;
  readonly author: string;
  readonly lines: readonly (Omit<AdjustedLine, 'was' | 'now'> & {
    readonly was: number;
    readonly now: number;
  })[];
}

const adjustmentsSeen = (owed: readonly Adjustment[]): AdjustmentSeen[] =>
  owed.map(({ round, cause, author, lines }) => ({
    round,
    cause,
    author,
    lines: lines.map((line) => ({ ...line, was: toUnits(line.was), now: toUnits(line.now) })),
  }));

/**
 * What the croupier's screen shows: the whole working view (who acts, what they may do, where the
 * next card goes, the shoe), but the dealer's hole card is not in it before the dealer's turn.
 * The croupier has not seen the card either: it was dealt face down and the peek only says
 * whether it makes a natural. The card, the dealer's total and the banner (which names that
 * total) are left out, so no screen, network capture or browser extension learns it before the
 * players do; after the turn, and in a settled round, everything is shown.
 */
export function croupierView(snapshot: TableSnapshot): SeenTable {
  const view = tableView(snapshot);
  const context = contextOf(snapshot);
  const seen = {
    burnBox: burnBox(context.round),
    nextCardTo: nextCard(snapshot),
    limits: {
      boxes: context.profile.table.boxes,
      minStake: toUnits(context.limits.min),
      maxStake: toUnits(context.limits.max),
    },
    books: booksSeen(context),
    staff: staffSeen(context),
    adjustments: adjustmentsSeen(context.adjustmentsOwed),
  };
  if (!holeCardDown(snapshot)) return { view, holeCard: null, ...seen };
  return {
    view: {
      ...view,
      round: { ...view.round, dealer: dealerFaceUp(view.round.dealer) },
      dealerSaid: null,
    },
    holeCard: 'down',
    ...seen,
  };
}
