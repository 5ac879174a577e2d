import type { Card, Phase, TableView } from './table-types';

/** Phases in which the players still act: the dealer's hole card, if any, is face down. */
const BEFORE_DEALER_TURN: ReadonlySet<Phase> = new Set(['dealing', 'insurance', 'players', 'offer']);

export interface DealerOnScreen {
  /** The cards face up. */
  readonly faceUp: readonly Card[];
  readonly holeCardDown: boolean;
  /** The dealer's obligation, only when it is the dealer's to act or the round is over. */
  readonly banner: string | null;
  readonly tone: 'draw' | 'stand' | 'bust' | 'waiting';
}

/**
 * What the croupier's screen may show of the dealer. At a peek table (home-1d) the dealer's
 * second card is dealt face down and stays so while the players act, so the screen hides it, its
 * total and the banner until the dealer's turn. Without a hole card (classic-6d, open-6d) the
 * dealer holds a second card before the dealer's turn only when every box passed a misdealt card,
 * which lay face up: the misdeal record says so, and that card is shown.
 */
export function dealerOnScreen(view: TableView): DealerOnScreen {
  const { cards } = view.round.dealer;
  const misdealtToDealer = view.round.misdeals.some((misdeal) => misdeal.resolution === 'dealer-second-card');
  const holeCardDown = BEFORE_DEALER_TURN.has(view.phase) && cards.length >= 2 && !misdealtToDealer;
  if (holeCardDown) return { faceUp: cards.slice(0, 1), holeCardDown, banner: null, tone: 'waiting' };
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
