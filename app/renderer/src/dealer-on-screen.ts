import type { TableMessage } from '../../contract';
import type { CodedMessage } from '../../i18n';
import type { Card, TableView } from './table-types';

export interface DealerOnScreen {
  /** The cards face up. */
  readonly faceUp: readonly Card[];
  readonly holeCardDown: boolean;
  /** The dealer's obligation as a coded message, only when it is the dealer's to act or the round is over. */
  readonly banner: CodedMessage | null;
  /** A settled round whose dealer would still draw by rule: the dealer takes no more cards. */
  readonly noMoreCards: boolean;
  readonly tone: 'draw' | 'stand' | 'bust' | 'blackjack' | 'waiting';
}

/**
 * What the croupier's screen shows of the dealer. At a peek table (home-1d) the dealer's second
 * card is dealt face down and stays so while the players act: the server then sends neither the
 * card nor its total nor the banner (`holeCard: 'down'`), and the screen draws a card back in its
 * place. The banner waits for the dealer's turn.
 */
export function dealerOnScreen(view: TableView, holeCard: TableMessage['holeCard']): DealerOnScreen {
  const { cards } = view.round.dealer;
  const holeCardDown = holeCard === 'down';
  const banner = view.dealerSaid;
  if (view.phase === 'dealer')
    return { faceUp: cards, holeCardDown, banner, noMoreCards: false, tone: toneOf(banner) };
  if (view.phase !== 'settled' || cards.length === 0)
    return { faceUp: cards, holeCardDown, banner: null, noMoreCards: false, tone: 'waiting' };
  // Once settled the dealer draws nothing more, even on a total the rule would draw to: the
  // dealer draws only what settling needs.
  const noMoreCards = banner?.code === 'dealer.draw';
  return { faceUp: cards, holeCardDown, banner, noMoreCards, tone: noMoreCards ? 'stand' : toneOf(banner) };
}

function toneOf(banner: CodedMessage | null): DealerOnScreen['tone'] {
  switch (banner?.code) {
    case 'dealer.draw':
      return 'draw';
    case 'dealer.stand':
      return 'stand';
    case 'dealer.bust':
      return 'bust';
    case 'dealer.blackjack':
      return 'blackjack';
    default:
      return 'waiting';
  }
}
