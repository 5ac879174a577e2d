import type { Card } from '../cards/card.js';
import { type Message, type MessageCode, say } from '../refusals/message.js';
import { BURN_WHY, type BurnCause } from '../round/burn-causes.js';
import type { MisdealRecord, Round } from '../round/types.js';

/**
 * A card out of the shoe that no hand kept: the croupier takes it off the layout and puts it in
 * the discard rack (RULES.md, "Misdealt-card handling": a burned card counts as removed from the
 * shoe). The screen lists each one with why it was burned, so no card leaves the shoe unseen.
 */
export interface BurnedCard {
  readonly card: Card;
  readonly round: number;
  /** Pulled between rounds (after the settlement, or while bets were open), not during the play. */
  readonly betweenRounds: boolean;
  readonly why: Message;
  /** The profile asks for a note to the pit boss with every burned card (`open-6d`). */
  readonly pitBossNote: boolean;
}

const CAUSE_CODE: Readonly<Record<BurnCause, MessageCode>> = {
  betsOpen: 'burned.bets-open',
  settled: 'burned.settled',
  insurance: 'burned.insurance',
  onOffer: 'burned.on-offer',
  unwanted: 'burned.unwanted',
  marked: 'burned.marked',
};

const BETWEEN_ROUNDS: readonly BurnCause[] = ['betsOpen', 'settled'];

const causeOf = (why: string): BurnCause | undefined =>
  (Object.keys(BURN_WHY) as BurnCause[]).find((cause) => BURN_WHY[cause] === why);

function burnedCard(round: number, record: MisdealRecord): BurnedCard {
  const cause = causeOf(record.why);
  const offeredRound = record.passedBy.length > 0;
  const why = offeredRound
    ? say('burned.nobody-took')
    : cause
      ? say(CAUSE_CODE[cause])
      : say('burned.recorded', { why: record.why });
  return {
    card: record.card,
    round,
    betweenRounds: cause !== undefined && BETWEEN_ROUNDS.includes(cause),
    why,
    pitBossNote: record.pitBossNote,
  };
}

/** The round's burned cards in the order they came out, those pulled after its settlement included. */
export const burnBox = (round: Round): BurnedCard[] =>
  round.misdeals
    .filter((record) => record.resolution === 'burned')
    .map((record) => burnedCard(round.number, record));
