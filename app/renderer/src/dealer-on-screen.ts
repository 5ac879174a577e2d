import type { TableMessage } from '../../contract';
import type { Card, TableView } from './table-types';

export interface DealerOnScreen {
  /** The cards face up. */
  readonly faceUp: readonly Card[];
  readonly holeCardDown: boolean;
  /** The dealer's obligation, only when it is the dealer's to act or the round is over. */
  readonly banner: string | null;
  readonly tone: 'draw' | 'stand' | 'bust' | 'waiting';
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
  if (view.phase === 'dealer')
    return { faceUp: cards, holeCardDown, banner: view.dealerBanner, tone: toneOf(view.dealerBanner) };
  if (view.phase !== 'settled' || cards.length === 0)
    return { faceUp: cards, holeCardDown, banner: null, tone: 'waiting' };
  // Once settled the dealer draws nothing more, even on a total the rule would draw to: the
  // dealer draws only what settling needs.
  const banner = view.dealerBanner?.endsWith('DRAW')
    ? view.dealerBanner.replace(/DRAW$/, 'NO MORE CARDS')
    : view.dealerBanner;
  return { faceUp: cards, holeCardDown, banner, tone: toneOf(banner) };
}

function toneOf(banner: string | null): DealerOnScreen['tone'] {
  if (banner?.endsWith('DRAW')) return 'draw';
  if (banner?.endsWith('STAND')) return 'stand';
  if (banner?.endsWith('BUST')) return 'bust';
  return 'waiting';
}
