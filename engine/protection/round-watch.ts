import { type CardValue, cardValue } from '../cards/card.js';
import { handTotal } from '../cards/hand.js';
import { findHand, handOnTurn } from '../round/hands.js';
import { contextOf, phaseOf, type TableSnapshot } from '../round/table.js';
import type { Hand, Round, TableContext } from '../round/types.js';
import type { RuleProfile } from '../rules/profile-schema.js';
import type { PlayerChoice, Strategy } from '../sim/auto-table.js';
import { basicStrategyFor } from '../strategy/basic-strategy.js';
import { type BettorIdentity, bettorItself } from './bettor-identity.js';
import { shoeUnseenByPlayers, trueCountOf } from './hi-lo.js';
import { indexPlayFor } from './index-plays.js';
import type { WatchedBet, WatchedDecision, WatchedInsurance, WatchedRound } from './watched-round.js';

interface RoundInWatch {
  readonly number: number;
  trueCount: number | null;
  insuranceCount: number | null;
  readonly decisions: WatchedDecision[];
  /** Each bettor's identity as the seats stood while the round was played (a seat may be left after it). */
  readonly identities: Map<string, string>;
  last: TableContext;
}

/**
 * Watches a table fact by fact (the fold's `observe` hook, or a simulator's steps) and keeps what
 * the protection signals need of each round. Decisions are read from the table before and after
 * each fact, never from the facts' names: a hit is the hand on turn taking a card whether the
 * croupier keyed `hit` first or not, and a corrected card is seen as corrected.
 */
export class RoundWatch {
  readonly rounds: WatchedRound[] = [];
  #current: RoundInWatch | null = null;
  readonly #basic = new Map<string, Strategy>();
  readonly #identity: BettorIdentity;
  readonly #closed: (round: WatchedRound) => void;

  /** `closed`: each round as it closes, then let go; absent: every round kept in `rounds`. */
  constructor(identity: BettorIdentity = bettorItself, closed?: (round: WatchedRound) => void) {
    this.#identity = identity;
    this.#closed = closed ?? ((round) => this.rounds.push(round));
  }

  observe(before: TableSnapshot, after: TableSnapshot): void {
    const was = contextOf(before);
    const now = contextOf(after);
    if (this.#current && this.#current.number !== now.round.number) this.#close();
    this.#current ??= {
      number: now.round.number,
      trueCount: null,
      insuranceCount: null,
      decisions: [],
      identities: new Map(),
      last: now,
    };
    const current = this.#current;
    current.last = now;
    for (const box of now.round.boxes)
      for (const { bettor } of box.bettors)
        if (!current.identities.has(bettor)) current.identities.set(bettor, this.#identity(bettor));
    if (current.trueCount === null && now.round.boxes.length > 0) {
      // The shoe as it stood before the first bet: a bet from a settled table opens the round.
      current.trueCount = trueCountOf(
        was.round.number === now.round.number ? was.shoe.composition : now.shoe.composition,
      );
    }
    if (current.insuranceCount === null && phaseOf(after) === 'insurance')
      current.insuranceCount = trueCountOf(shoeUnseenByPlayers(now));
    if (phaseOf(before) === 'players') this.#decision(was, now, current);
  }

  /** Every round watched (none kept when each was handed on), the one in play closed as it stands. */
  finish(): WatchedRound[] {
    this.#close();
    return this.rounds;
  }

  #decision(was: TableContext, now: TableContext, current: RoundInWatch): void {
    const ref = handOnTurn(was.round, was.profile);
    const up = was.round.dealer[0];
    if (!ref || !up) return;
    const { box, hand } = findHand(was.round, ref);
    if (hand.cards.length < 2 || hand.doubled) return;
    const boxAfter = now.round.boxes.find((b) => b.box === ref.box);
    const handAfter = boxAfter?.hands[ref.hand];
    if (!boxAfter || !handAfter) return;
    const choice = choiceMade(hand, handAfter, box.hands.length, boxAfter.hands.length);
    if (!choice) return;
    const upValue = cardValue(up);
    const basic = this.#basicOf(was.profile)(hand, up, was);
    const { total, soft } = handTotal(hand.cards);
    if (choice === basic && !indexPlayFor(total, soft, upValue, basic)) return;
    const owner = box.bettors[0]?.bettor;
    if (owner === undefined) return;
    const unseen = shoeUnseenByPlayers(was);
    current.decisions.push({
      identity: this.#identity(owner),
      box: ref.box,
      total,
      soft,
      up: upValue,
      choice,
      basic,
      trueCount: trueCountOf(unseen),
      unseen,
    });
  }

  #basicOf(profile: RuleProfile): Strategy {
    const strategy = this.#basic.get(profile.id) ?? basicStrategyFor(profile);
    this.#basic.set(profile.id, strategy);
    return strategy;
  }

  #close(): void {
    const current = this.#current;
    this.#current = null;
    if (!current || current.last.round.boxes.length === 0) return;
    const { round, profile, books } = current.last;
    this.#closed({
      number: round.number,
      trueCount: current.trueCount ?? 0,
      bets: betsOf(round, current.identities),
      decisions: current.decisions,
      insurance:
        current.insuranceCount === null ? [] : insuranceOf(round, current.insuranceCount, current.identities),
      holeCard: profile.dealing.holeCard === 'peek' ? (round.dealer[1] ?? null) : null,
      upCard: round.dealer[0] ?? null,
      peekUpcards: profile.dealing.peekUpcards.map(upcardValue),
      croupier: round.croupier?.name ?? books.croupier,
      misdeal: round.misdeals.length > 0,
      voided: round.voided !== null,
      houseNet: round.settlement?.bankNet ?? null,
      netByBettor: round.settlement?.netByBettor ?? null,
    });
  }
}

/** The decision the hand on turn took with this fact, if it took one. */
function choiceMade(hand: Hand, after: Hand, handsBefore: number, handsAfter: number): PlayerChoice | null {
  if (handsAfter > handsBefore) return 'split';
  if (after.surrendered && !hand.surrendered) return 'surrender';
  if (after.doubled) return 'double';
  if (after.cards.length > hand.cards.length) return 'hit';
  if (after.stood && !hand.stood) return 'stand';
  return null;
}

const upcardValue = (up: string): CardValue => (up === 'A' ? 1 : (Number(up) as CardValue));

const identityIn = (identities: ReadonlyMap<string, string>, bettor: string): string =>
  identities.get(bettor) ?? bettor;

const betsOf = (round: Round, identities: ReadonlyMap<string, string>): WatchedBet[] =>
  round.boxes.flatMap((box) =>
    box.bettors.map(({ bettor, stake }) => ({
      identity: identityIn(identities, bettor),
      box: box.box,
      stake,
    })),
  );

function insuranceOf(
  round: Round,
  trueCount: number,
  identities: ReadonlyMap<string, string>,
): WatchedInsurance[] {
  return round.boxes.flatMap((box) => {
    const owner = box.bettors[0]?.bettor;
    if (owner === undefined) return [];
    const taken =
      round.insurance.some((stake) => stake.box === box.box) || box.hands.some((h) => h.evenMoney);
    return [{ identity: identityIn(identities, owner), box: box.box, trueCount, taken }];
  });
}
