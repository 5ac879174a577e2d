import { describe, expect, it } from 'vitest';
import { sentenceOf } from '../../../app/core/sentences.js';
import type { Message } from '../../../engine/refusals/message.js';
import type { TableInput } from '../../../engine/round/inputs.js';
import { roundReport } from '../../../engine/round/report.js';
import type { TableSnapshot } from '../../../engine/round/table.js';
import { contextOf, phaseOf } from '../../../engine/round/table.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import { home1d } from '../../../engine/rules/profiles/home-1d.js';
import { croupierView } from '../../../engine/views/croupier-view.js';
import {
  holeCardPosition,
  pitBossSteps,
  pitBossView,
  type ReviewStep,
} from '../../../engine/views/pit-boss-view.js';
import { publicView } from '../../../engine/views/public-view.js';
import { cards, playedTable } from '../round/played-table.js';

/** A banner as the croupier's screen says it in English. */
const said = (message: Message | null): string | null => message && sentenceOf(message);

// ann bets two chips on box 1; 9♠ to ann, 5♥ up to the dealer, 8♦ to ann, 7♣ face down.
const UNTIL_HOLE_CARD: TableInput[] = [
  { type: 'bet', box: 1, amount: 2, bettor: 'ann' },
  { type: 'deal' },
  ...cards('9S', '5H', '8D', '7C'),
];
const home = (...more: TableInput[]): TableSnapshot => playedTable(home1d, [...UNTIL_HOLE_CARD, ...more]);

const ROLES = { croupier: croupierView, 'pit boss': pitBossView } as const;

describe("the dealer's hole card in each role's view", () => {
  it.each(Object.entries(ROLES))(
    "given a peek table before the dealer's turn, then the %s sees the up-card only, no total of the hole card and no banner",
    (_, view) => {
      const seen = view(home());
      expect(seen.holeCard).toBe('down');
      expect(seen.view.phase).toBe('players');
      expect(seen.view.round.dealer).toEqual({ cards: ['5H'], total: 5, soft: false, blackjack: false });
      expect(seen.view.dealerSaid).toBeNull();
      // The coded banner would name the total (12) the hole card makes: it is left out too.
      expect(seen.view.dealerSaid).toBeNull();
      expect(JSON.stringify(seen)).not.toContain('7C');
    },
  );

  it("given a peek table before the dealer's turn, then the public sees the layout without the hole card or the croupier's aids", () => {
    const seen = publicView(home());
    expect(seen.holeCard).toBe('down');
    expect(seen.round.dealer.cards).toEqual(['5H']);
    expect(seen.dealerSaid).toBeNull();
    expect(seen.onTurn).toMatchObject({ box: 1, hand: 0 });
    expect(seen.onTurn && said(seen.onTurn.labelSaid)).toBe('box 1');
    expect(seen).not.toHaveProperty('nextCard');
    expect(seen).not.toHaveProperty('shoe');
    expect(JSON.stringify(seen)).not.toContain('7C');
  });

  it("given the dealer's turn, then every role sees the hole card, its total and the banner", () => {
    const turned = home({ type: 'stand' });
    for (const seen of [croupierView(turned), pitBossView(turned)]) {
      expect(seen.holeCard).toBeNull();
      expect(seen.view.round.dealer.cards).toEqual(['5H', '7C']);
      expect(said(seen.view.dealerSaid)).toBe('12 — DRAW');
      expect(seen.view.dealerSaid).toEqual({
        code: 'dealer.draw',
        params: { total: { code: 'dealer.total-hard', params: { total: 12 } } },
      });
    }
    expect(publicView(turned)).toMatchObject({ holeCard: null });
    expect(said(publicView(turned).dealerSaid)).toBe('12 — DRAW');
  });

  it('given a settled round, then everybody sees the whole dealer hand', () => {
    const settled = home({ type: 'stand' }, ...cards('KD'));
    expect(croupierView(settled).view.phase).toBe('settled');
    expect(croupierView(settled).view.round.dealer.cards).toEqual(['5H', '7C', 'KD']);
    expect(publicView(settled).round.dealer.cards).toEqual(['5H', '7C', 'KD']);
    expect(pitBossView(settled).holeCard).toBeNull();
  });

  it("given a peek that finds the dealer's natural, then the round is over and the natural is shown", () => {
    const peeked = playedTable(home1d, [
      { type: 'bet', box: 1, amount: 2, bettor: 'ann' },
      { type: 'deal' },
      ...cards('9S', 'KH', '8D', 'AC'),
    ]);
    expect(croupierView(peeked).view.phase).toBe('settled');
    expect(croupierView(peeked).view.round.dealer).toMatchObject({ cards: ['KH', 'AC'], blackjack: true });
  });

  it('given a table without a hole card, then the card is never down', () => {
    const dealt = playedTable(classic6d, [
      { type: 'bet', box: 1, amount: 10 },
      { type: 'bet', box: 2, amount: 10 },
      { type: 'deal' },
      ...cards('9S', 'TC', '5H', '8D', '6H'),
    ]);
    expect(croupierView(dealt).holeCard).toBeNull();
    expect(said(publicView(dealt).dealerSaid)).toBe('5 — DRAW');
  });
});

describe("the pit boss's review of a round", () => {
  /** The round's steps as a replay gives them: each input's fact and the round after it. */
  function stepsOf(inputs: readonly TableInput[]): ReviewStep[] {
    return inputs.map((input, index) => {
      const table = playedTable(home1d, inputs.slice(0, index + 1));
      return {
        position: index + 2,
        type: input.type === 'card' ? 'CardDrawn' : input.type,
        data: input.type === 'card' ? { card: input.card } : {},
        round: roundReport(contextOf(table), phaseOf(table)),
      };
    });
  }

  it('given the round in play with its hole card down, then no step names the card', () => {
    const steps = stepsOf(UNTIL_HOLE_CARD);
    expect(holeCardPosition(steps)).toBe(7);
    const reviewed = pitBossSteps(home(), 1, steps);
    expect(reviewed.at(-1)?.data).toEqual({ card: null, holeCard: 'down' });
    expect(reviewed.every((step) => step.round.dealer.cards.length <= 1)).toBe(true);
    expect(JSON.stringify(reviewed)).not.toContain('7C');
  });

  it('given the round after the dealer turned the card, or another round, then the steps are whole', () => {
    const steps = stepsOf(UNTIL_HOLE_CARD);
    expect(pitBossSteps(home({ type: 'stand' }), 1, steps)).toEqual(steps);
    expect(pitBossSteps(home(), 2, steps)).toEqual(steps);
  });
});
