import type { Translated } from '../../catalogue-shape.js';
import { table as english } from '../en/table.js';

// TEMPORARY: the English sentences until the translation lands.
export const table: Translated<typeof english> = {
  ...english,
  // The croupier's screen: the dealer's banner, where the next card goes (with the phrases it names).
  'hand.label-box': 'boîte {{box}}',
  'hand.label-split': 'boîte {{box}} main {{hand}}',
  'spot.box': 'boîte {{box}}',
  'spot.dealer': 'croupier',
  'spot.deal-complete': 'la distribution initiale est terminée',
  'dealer.total-hard': '{{total}}',
  'dealer.total-soft': '{{total}} souple',
  'dealer.draw': '{{total}} — TIRE',
  'dealer.stand': '{{total}} — RESTE',
  'dealer.bust': '{{total}} — BRÛLÉ',
  'dealer.blackjack': 'BLACK-JACK',
  'next.no-hand-on-turn': 'aucune main à jouer',
  'next.dealer-stands': 'pas de carte : le croupier reste',
  'next.insurance-open': 'pas de carte : l’assurance est ouverte',
  'next.card-on-offer': 'pas de carte : le {{card}} est proposé',
  'next.no-card': 'pas de carte',
  'next.bets-open': 'pas de carte : faites vos jeux',
};
