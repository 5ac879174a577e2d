import { limitsOfNextRound, newBooks } from '../books/books-apply.js';
import { chipSetInMinor, DEFAULT_CHIP_SET } from '../books/chip-set.js';
import type { BooksConfig } from '../books/types.js';
import { type Minor, toMinor } from '../money.js';
import { unwrap } from '../result.js';
import type { RuleProfile } from '../rules/profile-schema.js';
import { NO_STAFF } from '../staff/table-staff.js';
import { payChips } from './settle-round.js';
import { newShoe, shoeAfterRound } from './shoe.js';
import type { Round, SessionChips, TableContext, TableLimits } from './types.js';

type Session = NonNullable<RuleProfile['session']>;

export function emptyRound(number: number): Round {
  return {
    number,
    boxes: [],
    dealer: [],
    dealt: 0,
    insurance: [],
    insuranceClosed: false,
    offer: null,
    misdeals: [],
    burned: [],
    lastCard: null,
    hitAskedBy: null,
    backupDeckOpened: false,
    cutCardCameOut: false,
    bankTopUp: 0,
    voided: null,
    settlement: null,
    croupier: null,
  };
}

/** Every chip count as a home session starts: the players' and the bank's, nothing fictitious. */
export const startingChips = (session: Session, firstRound: number): SessionChips => ({
  players: {},
  bank: unwrap(toMinor(session.bankChips)),
  fictitious: 0,
  firstRound,
});

/** The table limits of a profile, in minor units. */
export const profileLimits = (profile: RuleProfile): TableLimits => ({
  min: unwrap(toMinor(profile.table.minStake)),
  max: unwrap(toMinor(profile.table.maxBoxTotal)),
});

export function createTableContext(
  profile: RuleProfile,
  limits: TableLimits = profileLimits(profile),
  chipSet: readonly Minor[] = chipSetInMinor(DEFAULT_CHIP_SET) ?? [],
  booksConfig: BooksConfig = {},
): TableContext {
  const session = profile.session;
  return {
    profile,
    limits,
    seats: {},
    shoe: newShoe(profile, 1),
    round: emptyRound(1),
    chips: session ? startingChips(session, 1) : null,
    books: newBooks(chipSet, booksConfig),
    staff: NO_STAFF,
    adjustmentsOwed: [],
  };
}

/**
 * The next round: the settled round's chips are paid, the home deck is gathered and shuffled (or
 * the cut card makes a new shoe due), and bets open on an empty layout.
 */
export const withNextRound = (context: TableContext): TableContext => ({
  ...context,
  ...limitsOfNextRound(context),
  chips: payChips(context),
  shoe: shoeAfterRound(context.shoe, context.round, context.profile),
  round: emptyRound(context.round.number + 1),
});
