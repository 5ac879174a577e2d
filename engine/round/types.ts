import type { TableBooks } from '../books/types.js';
import type { Card } from '../cards/card.js';
import type { Minor } from '../money.js';
import type { RuleProfile } from '../rules/profile-schema.js';
import type { Adjustment } from '../settlement/adjustment.js';
import type { InsuranceBet, RoundSettlement, StakeOnHand } from '../settlement/round.js';
import type { ShoeComposition } from '../shoe/composition.js';
import type { RoundCroupier, TableStaff } from '../staff/table-staff.js';

/** A bettor's initial stake on a box; the first bettor on a box is its owner. */
export interface BoxBettor {
  readonly bettor: string;
  readonly stake: Minor;
}

export interface Hand {
  readonly cards: readonly Card[];
  /** Every bettor's money on this hand: a split copies the stakes, a double adds to them. */
  readonly stakes: readonly StakeOnHand[];
  readonly fromSplit: boolean;
  /** Made by splitting aces: one card each, no more action (resplit only where allowed). */
  readonly splitAces: boolean;
  readonly doubled: boolean;
  /** The box holder ended the hand's turn (stand), or the hand ended it by rule. */
  readonly stood: boolean;
  readonly surrendered: boolean;
  readonly evenMoney: boolean;
}

export interface Box {
  readonly box: number;
  readonly bettors: readonly BoxBettor[];
  /** Hands left to right: a hand made by a split sits right after the hand it came from. */
  readonly hands: readonly Hand[];
}

/** Where a card out of the shoe went. */
export type CardTarget =
  | { readonly kind: 'hand'; readonly box: number; readonly hand: number }
  | { readonly kind: 'dealer' }
  | { readonly kind: 'burned' }
  | { readonly kind: 'offer' };

export interface HandRef {
  readonly box: number;
  readonly hand: number;
}

/** A misdealt card on offer to the box holders in turn (classic-6d). */
export interface MisdealOffer {
  readonly card: Card;
  /** The hands it is offered to, in order; the first is asked now. */
  readonly candidates: readonly HandRef[];
}

/** How a misdealt card ended: every step is shown to the croupier and kept for the audit. */
export interface MisdealRecord {
  readonly card: Card;
  readonly why: string;
  readonly resolution: 'taken' | 'dealer-second-card' | 'burned' | 'on-offer';
  readonly takenBy?: HandRef;
  readonly passedBy: readonly HandRef[];
  readonly pitBossNote: boolean;
}

export interface Round {
  readonly number: number;
  readonly boxes: readonly Box[];
  readonly dealer: readonly Card[];
  /** Cards of the initial deal already placed (index into the dealing order). */
  readonly dealt: number;
  readonly insurance: readonly InsuranceBet[];
  readonly insuranceClosed: boolean;
  readonly offer: MisdealOffer | null;
  readonly misdeals: readonly MisdealRecord[];
  readonly burned: readonly Card[];
  /** The newest card out of the shoe this round, and where it went: the one `misdeal` takes back. */
  readonly lastCard: {
    readonly card: Card;
    readonly to: CardTarget;
    /** Placed by the initial deal: taken back, it is burned and its place in the deal is dealt again. */
    readonly initial?: boolean;
  } | null;
  /** The hand that asked for a card (`hit`), until the card comes: the croupier's cue. */
  readonly hitAskedBy: HandRef | null;
  readonly backupDeckOpened: boolean;
  readonly cutCardCameOut: boolean;
  readonly bankTopUp: Minor;
  /** Set by a ruling: the round is void and every stake goes back. */
  readonly voided: { readonly reason: string; readonly author: string } | null;
  readonly settlement: RoundSettlement | null;
  /** Whose round it is: the croupier on duty as its first card was dealt (null until then). */
  readonly croupier: RoundCroupier | null;
}

export interface ShoeState {
  readonly composition: ShoeComposition;
  /** Cards out since the last shuffle (the backup deck included). */
  readonly dealt: number;
  /** A new shoe is due before the next deal: the cut card came out. */
  readonly shuffleDue: boolean;
  readonly shoeNumber: number;
}

/** Chip counts of a home session; the bank's fictitious top-ups are counted apart. */
export interface SessionChips {
  readonly players: Readonly<Record<string, Minor>>;
  readonly bank: Minor;
  readonly fictitious: Minor;
  /** The session's first round: the agreed rounds count from it. */
  readonly firstRound: number;
}

export interface TableLimits {
  readonly min: Minor;
  readonly max: Minor;
}

export interface TableContext {
  readonly profile: RuleProfile;
  readonly limits: TableLimits;
  readonly seats: Readonly<Record<number, string>>;
  readonly shoe: ShoeState;
  readonly round: Round;
  readonly chips: SessionChips | null;
  /** The table's books: open or closed, slips, the croupier on duty (table accounting). */
  readonly books: TableBooks;
  /** The staff register and the croupier signed in. */
  readonly staff: TableStaff;
  /** What rulings on paid rounds still owe, one per round, until the croupier says the chips moved. */
  readonly adjustmentsOwed: readonly Adjustment[];
}
