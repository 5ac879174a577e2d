import type { Card } from '../../cards/card.js';
import type { Minor } from '../../money.js';
import type { Hand, Round } from '../../round/types.js';

/** One hand as it ended: its cards in the order they came, and what was decided for it. */
export type HandTrace = Pick<Hand, 'cards' | 'fromSplit' | 'doubled' | 'stood' | 'surrendered'>;

export interface BoxTrace {
  readonly box: number;
  readonly bettor: string;
  readonly hands: readonly HandTrace[];
  /** The bettor's net for the round, in minor units. */
  readonly net: Minor;
}

/**
 * What a round was, for comparing two ways of playing it: every card and where it went, every
 * decision a hand carries (a split, a double, a stand, a surrender; a hit is its card), and every
 * bettor's net. The order of the cards follows from the layout: the deal's fixed order, then the
 * hands in turn, then the dealer, so the same layout means the same cards out of the same shoe.
 */
export interface RoundTrace {
  /** The round's place in the run, from 1 (a home game's table numbers its rounds per session). */
  readonly round: number;
  readonly boxes: readonly BoxTrace[];
  readonly dealer: readonly Card[];
}

/** The statechart's settled round as a trace. */
export function traceOfRound(round: Round, index: number): RoundTrace {
  const nets = round.settlement?.netByBettor ?? {};
  return {
    round: index,
    dealer: round.dealer,
    boxes: round.boxes.map((box) => {
      const bettor = box.bettors.map((b) => b.bettor).join('+');
      return {
        box: box.box,
        bettor,
        hands: box.hands.map((hand) => ({
          cards: hand.cards,
          fromSplit: hand.fromSplit,
          doubled: hand.doubled,
          stood: hand.stood,
          surrendered: hand.surrendered,
        })),
        net: box.bettors.reduce((sum, b) => sum + (nets[b.bettor] ?? 0), 0),
      };
    }),
  };
}

const handLine = (hand: HandTrace): string =>
  `${hand.fromSplit ? '~' : ''}${hand.cards.join('.')}${hand.doubled ? ' double' : ''}${hand.stood ? ' stand' : ''}${hand.surrendered ? ' surrender' : ''}`;

/** One line per round, `#12 dealer KS.7H | box1 box1: 9H.2C.KD double = 1000 | …`: what the check compares. */
export function traceLine(trace: RoundTrace): string {
  const boxes = trace.boxes.map(
    (box) => `box${box.box} ${box.bettor}: ${box.hands.map(handLine).join(' / ')} = ${box.net}`,
  );
  return `#${trace.round} dealer ${trace.dealer.join('.')} | ${boxes.join(' | ')}`;
}
