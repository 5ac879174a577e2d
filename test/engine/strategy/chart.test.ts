import { describe, expect, it } from 'vitest';
import type { CardValue } from '../../../engine/cards/card.js';
import type { RuleProfile } from '../../../engine/rules/profile-schema.js';
import { classic6d } from '../../../engine/rules/profiles/classic-6d.js';
import { home1d } from '../../../engine/rules/profiles/home-1d.js';
import { open6d } from '../../../engine/rules/profiles/open-6d.js';
import { type CellCode, strategyChartFor } from '../../../engine/strategy/chart.js';

/**
 * Published charts the cells below were checked against by hand:
 * - MULTI: 4–8 decks, dealer stands on soft 17, with its table "if double after pair splitting is
 *   not permitted" and its note for European rules (no hole card, doubles and splits lost to a
 *   dealer blackjack): "do not split or double down against a dealer's ace, do not double down
 *   against a dealer 10, and do not split a pair of 8's against a dealer's 10" —
 *   http://www.red-dog-poker.info/blackjack_basic_strategy3.html
 * - DAS: 3 or more decks, S17, double after split, peek —
 *   http://blackjack-hand-odds.blogspot.com/2009/04/table-of-what-to-do-in-each-blackjack.html
 * - EARLY: early surrender (before the dealer's natural is known, which is what a surrender at a
 *   no-hole-card table amounts to), after the Wizard of Odds calculator: "surrender dealer 10
 *   against a hard 14-16, including pair of 7's or 8's", against a 9 "16, but not a pair of 8's"
 *   — github.com/gsdriver/blackjack-strategy, src/Suggestion.js
 * - SINGLE: Steve Jacobs' single-deck chart for games without double after split (the
 *   rec.gambling.blackjack FAQ) — http://jay.purplewire.com/blackjack/single.txt; it is for a
 *   dealer who stands on soft 17, and A-7 against an ace is a hit only where the dealer hits soft
 *   17 — http://www.onlineblackjackformoney.org/strategy/single-deck/
 */

type Row = `hard ${number}` | `soft ${number}` | `pair ${number}`;

function cellCode(profile: RuleProfile, row: Row, upcard: 'A' | number): CellCode {
  const chart = strategyChartFor(profile);
  const [kind, number] = row.split(' ') as ['hard' | 'soft' | 'pair', string];
  const rows = kind === 'hard' ? chart.hard : kind === 'soft' ? chart.soft : chart.pairs;
  const cell = rows[Number(number)]?.[upcard === 'A' ? 1 : (upcard as CardValue)];
  if (!cell) throw new Error(`no cell ${row} against ${upcard}`);
  return cell.code;
}

type Case = readonly [Row, 'A' | number, CellCode, string];

const check = (profile: RuleProfile, cases: readonly Case[]) =>
  it.each(cases)('%s against %s: %s (%s)', (row, upcard, code) => {
    expect(cellCode(profile, row, upcard)).toBe(code);
  });

describe('classic-6d: six decks, S17, no hole card (every bet lost to a natural), no double after a split', () => {
  check(classic6d, [
    ['hard 16', 10, 'H', 'DAS, without surrender'],
    ['hard 12', 3, 'H', 'DAS'],
    ['hard 12', 4, 'S', 'DAS'],
    ['hard 9', 2, 'H', 'DAS'],
    ['hard 9', 3, 'Dh', 'DAS'],
    ['hard 10', 9, 'Dh', 'DAS'],
    ['hard 11', 10, 'H', 'MULTI, European: no double against a 10'],
    ['hard 11', 'A', 'H', 'MULTI, European: no double against an ace'],
    ['pair 8', 10, 'H', "MULTI, European: no 8's split against a 10, so hard 16"],
    ['pair 8', 9, 'P', 'MULTI'],
    ['pair 1', 'A', 'H', 'MULTI, European: no split against an ace'],
    ['pair 1', 10, 'P', 'MULTI'],
    ['pair 2', 3, 'H', 'MULTI, no double after split'],
    ['pair 2', 4, 'P', 'MULTI, no double after split'],
    ['pair 4', 5, 'H', 'MULTI, no double after split'],
    ['pair 6', 2, 'H', 'MULTI, no double after split'],
    ['pair 6', 3, 'P', 'MULTI, no double after split'],
    ['pair 9', 7, 'S', 'MULTI'],
    ['pair 9', 8, 'P', 'MULTI'],
    ['soft 13', 4, 'H', 'DAS'],
    ['soft 13', 5, 'Dh', 'DAS'],
    ['soft 18', 2, 'S', 'DAS'],
    ['soft 18', 3, 'Ds', 'DAS'],
    ['soft 18', 9, 'H', 'DAS'],
  ]);
});

describe('open-6d: six decks, S17, no hole card, double after split, surrender any two cards but not against an ace', () => {
  check(open6d, [
    ['hard 14', 10, 'Rh', 'EARLY'],
    ['hard 15', 10, 'Rh', 'EARLY'],
    ['hard 16', 10, 'Rh', 'EARLY'],
    ['hard 16', 9, 'Rh', 'EARLY'],
    ['hard 15', 9, 'H', 'EARLY'],
    ['hard 13', 10, 'H', 'EARLY'],
    ['hard 16', 'A', 'H', 'no surrender against an ace here'],
    ['pair 7', 10, 'Rh', 'EARLY'],
    ['pair 8', 10, 'Rh', 'EARLY'],
    ['pair 8', 9, 'P', 'EARLY'],
    ['pair 2', 2, 'P', 'DAS'],
    ['pair 4', 5, 'P', 'DAS'],
    ['pair 6', 2, 'P', 'DAS'],
    ['pair 1', 'A', 'H', 'MULTI, European'],
    ['hard 11', 10, 'H', 'MULTI, European'],
  ]);
});

describe('home-1d: one deck, S17, peek, no double after a split, one split', () => {
  check(home1d, [
    ['hard 11', 'A', 'Dh', 'SINGLE: 11 always doubles'],
    ['soft 19', 6, 'Ds', 'SINGLE: A-8 doubles against a 6'],
    ['soft 19', 5, 'S', 'SINGLE'],
    ['hard 9', 2, 'Dh', 'SINGLE'],
    ['hard 8', 5, 'Dh', 'SINGLE'],
    ['hard 8', 4, 'H', 'SINGLE'],
    ['hard 10', 10, 'H', 'SINGLE'],
    ['hard 12', 4, 'S', 'SINGLE'],
    ['hard 12', 3, 'H', 'SINGLE'],
    ['hard 16', 10, 'H', 'SINGLE'],
    ['soft 13', 4, 'Dh', 'SINGLE'],
    ['soft 17', 2, 'Dh', 'SINGLE'],
    ['soft 18', 'A', 'S', 'SINGLE, S17'],
    ['pair 2', 2, 'H', 'SINGLE'],
    ['pair 2', 3, 'P', 'SINGLE'],
    ['pair 4', 5, 'Dh', 'SINGLE: 4-4 doubles as an 8'],
    ['pair 6', 2, 'P', 'SINGLE'],
    ['pair 7', 10, 'S', 'SINGLE: 7-7 stands against a 10'],
    ['pair 8', 10, 'P', 'SINGLE: a peek table splits 8s'],
    ['pair 1', 'A', 'P', 'SINGLE'],
  ]);
});

describe('the chart follows the profile, not the table it was written for', () => {
  it('given a peek table that hits soft 17, then 11 doubles against an ace and A-7 against a 2 (as six-deck H17 charts say)', () => {
    const peekH17: RuleProfile = {
      ...classic6d,
      id: 'peek-h17-6d',
      dealing: { holeCard: 'peek', peekUpcards: ['A', '10'], dealerNaturalTakes: 'all-bets' },
      dealer: { ...classic6d.dealer, hitsSoft17: true },
    };
    expect(cellCode(peekH17, 'hard 11', 'A')).toBe('Dh');
    expect(cellCode(peekH17, 'soft 18', 2)).toBe('Ds');
    expect(cellCode(peekH17, 'pair 8', 10)).toBe('P');
  });

  it('given no hole card where a natural takes only the original bets, then doubles and splits against a 10 come back', () => {
    const originalBets: RuleProfile = {
      ...classic6d,
      id: 'obo-6d',
      dealing: { ...classic6d.dealing, dealerNaturalTakes: 'original-bets' },
    };
    expect(cellCode(originalBets, 'hard 11', 10)).toBe('Dh');
    expect(cellCode(originalBets, 'pair 8', 10)).toBe('P');
    expect(cellCode(originalBets, 'pair 1', 'A')).toBe('P');
  });

  it('ranks every choice it weighed, best first, and leaves out standing where the hand must draw', () => {
    const cell = strategyChartFor(classic6d).hard[11]?.[6];
    expect(cell?.ranked[0]).toBe('double');
    expect(cell?.ranked).not.toContain('stand');
    expect(cell?.values.double).toBeGreaterThan(cell?.values.hit ?? Number.POSITIVE_INFINITY);
  });

  it('computes a chart once per profile, and once for a copy read back from JSON', () => {
    expect(strategyChartFor(home1d)).toBe(strategyChartFor(home1d));
    expect(strategyChartFor(JSON.parse(JSON.stringify(home1d)) as RuleProfile)).toBe(
      strategyChartFor(home1d),
    );
  });
});
