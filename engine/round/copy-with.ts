import type { Box, Hand, Round } from './types.js';

/**
 * Copies of the layout with some fields changed, written out field by field in the order the
 * layout is first made (`emptyRound`, `placeBet`, `closeBets`). Rounds, boxes and hands are
 * copied at every card and decision. Copied by spreading (`{ ...round, dealt }`) at a score of
 * places, they ended up with some thirty hidden classes in V8, so every copy and every read of a
 * field took the slow path and the simulator ran markedly slower. Values made here share one class
 * per kind.
 */
export function roundWith(round: Round, changes: Partial<Round>): Round {
  return {
    number: pick(changes.number, round.number),
    boxes: pick(changes.boxes, round.boxes),
    dealer: pick(changes.dealer, round.dealer),
    dealt: pick(changes.dealt, round.dealt),
    insurance: pick(changes.insurance, round.insurance),
    insuranceClosed: pick(changes.insuranceClosed, round.insuranceClosed),
    offer: pick(changes.offer, round.offer),
    misdeals: pick(changes.misdeals, round.misdeals),
    burned: pick(changes.burned, round.burned),
    lastCard: pick(changes.lastCard, round.lastCard),
    hitAskedBy: pick(changes.hitAskedBy, round.hitAskedBy),
    backupDeckOpened: pick(changes.backupDeckOpened, round.backupDeckOpened),
    cutCardCameOut: pick(changes.cutCardCameOut, round.cutCardCameOut),
    bankTopUp: pick(changes.bankTopUp, round.bankTopUp),
    voided: pick(changes.voided, round.voided),
    settlement: pick(changes.settlement, round.settlement),
    croupier: pick(changes.croupier, round.croupier),
  };
}

export function boxWith(box: Box, changes: Partial<Box>): Box {
  return {
    box: pick(changes.box, box.box),
    bettors: pick(changes.bettors, box.bettors),
    hands: pick(changes.hands, box.hands),
  };
}

export function handWith(hand: Hand, changes: Partial<Hand>): Hand {
  return {
    cards: pick(changes.cards, hand.cards),
    stakes: pick(changes.stakes, hand.stakes),
    fromSplit: pick(changes.fromSplit, hand.fromSplit),
    splitAces: pick(changes.splitAces, hand.splitAces),
    doubled: pick(changes.doubled, hand.doubled),
    stood: pick(changes.stood, hand.stood),
    surrendered: pick(changes.surrendered, hand.surrendered),
    evenMoney: pick(changes.evenMoney, hand.evenMoney),
  };
}

/** A changed field, else the current one: `null` is a value here (no offer, no settlement). */
const pick = <T>(change: T | undefined, current: T): T => (change === undefined ? current : change);
