import type { Card, CardValue } from '../cards/card.js';
import type { Minor } from '../money.js';
import type { ShoeComposition } from '../shoe/composition.js';
import type { PlayerChoice } from '../sim/auto-table.js';

/** A bettor's initial stake in a round, with the identity the signals group it by. */
export interface WatchedBet {
  readonly identity: string;
  readonly box: number;
  readonly stake: Minor;
}

/**
 * A decision of a box's owner that the signals look at: every one that is not the profile's
 * basic play, and every one at a count index's situation (the baseline of the count deviations).
 */
export interface WatchedDecision {
  readonly identity: string;
  readonly box: number;
  readonly total: number;
  readonly soft: boolean;
  readonly up: CardValue;
  readonly choice: PlayerChoice;
  readonly basic: PlayerChoice;
  readonly trueCount: number;
  /** What the player could not see at the time: the shoe as it stood, a face-down hole card among it. */
  readonly unseen: ShoeComposition;
}

/** Insurance offered to a box's owner, and whether it was taken. */
export interface WatchedInsurance {
  readonly identity: string;
  readonly box: number;
  readonly trueCount: number;
  readonly taken: boolean;
}

/** What the game-protection signals keep of one round, read from the folded table alone. */
export interface WatchedRound {
  readonly number: number;
  /** The Hi-Lo true count as the round's first bet went down. */
  readonly trueCount: number;
  readonly bets: readonly WatchedBet[];
  readonly decisions: readonly WatchedDecision[];
  readonly insurance: readonly WatchedInsurance[];
  /** The dealer's second card at a peek table, dealt face down before the players acted. */
  readonly holeCard: Card | null;
  readonly upCard: Card | null;
  /** The profile's up-cards the dealer peeks under: a natural there ends the round before any decision. */
  readonly peekUpcards: readonly CardValue[];
  /** Whose round it is: the croupier on duty at its first card, else as the books name them at its end; null where none was named. */
  readonly croupier: string | null;
  readonly misdeal: boolean;
  readonly voided: boolean;
  /** The house's net of the round as it settled; null if it never did. */
  readonly houseNet: Minor | null;
  /** Each bettor's net as the round settled (the table's own record, not a copy); null if it never did. */
  readonly netByBettor: Readonly<Record<string, Minor>> | null;
}
