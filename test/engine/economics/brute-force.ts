import type { Card, CardValue } from '../../../engine/cards/card.js';
import { cardValue } from '../../../engine/cards/card.js';
import { handTotal, isPairByValue } from '../../../engine/cards/hand.js';
import { dealerAction } from '../../../engine/dealer/dealer-action.js';
import { assertNever } from '../../../engine/result.js';
import type { RuleProfile } from '../../../engine/rules/profile-schema.js';
import type { PlayerChoice } from '../../../engine/sim/auto-table.js';
import { cellForHand } from '../../../engine/strategy/basic-strategy.js';
import { strategyChartFor } from '../../../engine/strategy/chart.js';
import { CARD_OF_VALUE } from '../odds/reference-enumeration.js';

/**
 * A deliberately naive second opinion for the exact edge on small shoes: every card order, one
 * card at a time, real card codes, the box's hands played one after another from the one shoe
 * (a split hand sees every card the others drew), then the dealer's hole card and draws by
 * `dealerAction`. No memo, no key, no dealer odds table. The hole card is drawn after the
 * player's cards (the player never sees it, so the order changes no chance); where a peek rules a
 * natural out, a value is split into its share without a natural (what the player's choices are
 * weighed by) and the natural's share (one unit lost, a natural pushed).
 *
 * `composition` takes at every decision the choice worth most, knowing every card out; with
 * splits allowed it knows the other hands' cards too, so it is compared only where no split can
 * happen. `basic` walks the chart's ranking to the first choice these rules allow.
 */
export function bruteForceEdge(
  profile: RuleProfile,
  strategy: 'basic' | 'composition',
  countsByValue: readonly number[],
): number {
  const counts = countsByValue.slice();
  const chart = strategy === 'basic' ? strategyChartFor(profile) : undefined;
  const peeks = profile.dealing.holeCard === 'peek';
  const blackjack = profile.payouts.blackjack.pays / profile.payouts.blackjack.per;
  const left = (): number => counts.reduce((sum, count) => sum + count, 0);
  const overCard = (then: (card: Card) => Value): Value => {
    const total = left();
    if (total === 0) throw new Error('the shoe ran out: use a larger one');
    const sum = { free: 0, natural: 0 };
    for (let value = 1; value <= 10; value++) {
      const count = counts[value] ?? 0;
      if (count === 0) continue;
      counts[value] = count - 1;
      const next = then(CARD_OF_VALUE[value] as Card);
      counts[value] = count;
      sum.free += (count / total) * next.free;
      sum.natural += (count / total) * next.natural;
    }
    return sum;
  };

  let up: Card = 'AS';
  const upValue = (): CardValue => cardValue(up);
  const peeked = (): boolean =>
    peeks &&
    profile.dealing.peekUpcards.some((label) => (label === 'A' ? upValue() === 1 : upValue() === 10));

  const settle = (hands: readonly Hand[]): Value =>
    overCard((hole) => {
      const natural = handTotal([up, hole]).total === 21;
      if (natural && peeked()) return { free: 0, natural: -1 };
      const dealer = (cards: Card[]): Value => {
        const action = dealerAction(cards, profile.dealer);
        if (action === 'draw') return overCard((card) => dealer([...cards, card]));
        const dealerTotal = action === 'bust' ? 0 : handTotal(cards).total;
        let free = 0;
        for (const hand of hands) free += handResult(hand, dealerTotal, natural);
        return { free, natural: 0 };
      };
      return dealer([up, hole]);
    });

  const playBox = (hands: readonly Hand[], index: number): Value => {
    const hand = hands[index];
    if (!hand) return settle(hands);
    const replaced = (next: Hand[]): Hand[] => [...hands.slice(0, index), ...next, ...hands.slice(index + 1)];
    if (hand.cards.length === 1) return overCard((card) => playBox(replaced([withCard(hand, card)]), index));
    const total = handTotal(hand.cards).total;
    if (total > 21 || hand.done) return playBox(hands, index + 1);
    const open = openChoices(profile, hand, hands.length, upValue());
    const worth = (choice: PlayerChoice): Value => {
      switch (choice) {
        case 'stand':
          return playBox(replaced([{ ...hand, done: true }]), index + 1);
        case 'surrender':
          return playBox(replaced([{ ...hand, done: true, surrendered: true }]), index);
        case 'hit':
          return overCard((card) => playBox(replaced([withCard(hand, card)]), index));
        case 'double':
          return overCard((card) =>
            playBox(replaced([{ ...withCard(hand, card), stake: 2, done: true }]), index),
          );
        case 'split': {
          const [first, second] = hand.cards as [Card, Card];
          const aces = cardValue(first) === 1;
          const made = (card: Card): Hand => ({ ...hand, cards: [card], fromSplit: true, splitAces: aces });
          return playBox(replaced([made(first), made(second)]), index);
        }
        default:
          return assertNever(choice);
      }
    };
    if (chart) {
      const choice = cellForHand(chart, hand.cards, upValue()).ranked.find((candidate) =>
        open.includes(candidate),
      );
      if (!choice) throw new Error('no chart choice is open');
      return worth(choice);
    }
    return open.map(worth).reduce((best, value) => (value.free > best.free ? value : best));
  };

  let ev = 0;
  const cards = left();
  for (let value = 1; value <= 10; value++) {
    const count = counts[value] ?? 0;
    if (count === 0) continue;
    up = CARD_OF_VALUE[value] as Card;
    counts[value] = count - 1;
    const round = overCard((first) =>
      overCard((second) => {
        const hand: Hand = {
          cards: [first, second],
          stake: 1,
          fromSplit: false,
          splitAces: false,
          done: false,
          surrendered: false,
        };
        if (handTotal(hand.cards).total === 21)
          return overCard((hole) => ({
            free: handTotal([up, hole]).total === 21 ? 0 : blackjack,
            natural: 0,
          }));
        return playBox([hand], 0);
      }),
    );
    counts[value] = count;
    ev += (count / cards) * (round.free + round.natural);
  }
  return ev;
}

interface Value {
  free: number;
  natural: number;
}

interface Hand {
  readonly cards: readonly Card[];
  readonly stake: number;
  readonly fromSplit: boolean;
  readonly splitAces: boolean;
  readonly done: boolean;
  readonly surrendered: boolean;
}

/** A split ace is done at its second card unless it pairs again (then it may only split). */
function withCard(hand: Hand, card: Card): Hand {
  const cards = [...hand.cards, card];
  const pairsAgain = hand.splitAces && cards.length === 2 && cardValue(card) === 1;
  return { ...hand, cards, done: hand.splitAces && !pairsAgain };
}

function handResult(hand: Hand, dealerTotal: number, dealerNatural: boolean): number {
  if (hand.surrendered) return -0.5;
  const total = handTotal(hand.cards).total;
  if (total > 21 || dealerNatural) return -hand.stake;
  if (dealerTotal === 0 || total > dealerTotal) return hand.stake;
  return total === dealerTotal ? 0 : -hand.stake;
}

function openChoices(
  profile: RuleProfile,
  hand: Hand,
  handsOnBox: number,
  upcard: CardValue,
): PlayerChoice[] {
  const { total } = handTotal(hand.cards);
  const hasAce = hand.cards.some((card) => cardValue(card) === 1);
  const two = hand.cards.length === 2;
  const open: PlayerChoice[] = [];
  const s = profile.split;
  const limit = s.maxHands ?? 8;
  // A split ace that drew another ace may only be split again, or stands.
  if (hand.splitAces) return s.resplitAces && handsOnBox < limit ? ['split'] : ['stand'];
  if (profile.player.mustDrawBelow === null || total >= profile.player.mustDrawBelow) open.push('stand');
  if (!(profile.player.standsOn21 && total === 21)) open.push('hit');
  const d = profile.double;
  if (
    two &&
    d.allowed &&
    (d.afterSplit || !hand.fromSplit) &&
    (d.totals?.includes(total) ?? true) &&
    open.includes('hit')
  )
    open.push('double');
  if (two && s.allowed && isPairByValue(hand.cards) && handsOnBox < limit) open.push('split');
  const r = profile.surrender;
  if (
    r &&
    two &&
    handsOnBox === 1 &&
    (r.againstAce || upcard !== 1) &&
    (r.handWithAce || !hasAce) &&
    (r.totals?.includes(total) ?? true)
  )
    open.push('surrender');
  return open;
}
