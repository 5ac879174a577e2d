import type { CardValue } from '../cards/card.js';
import { assertNever } from '../result.js';
import type { RuleProfile } from '../rules/profile-schema.js';
import type { PlayerChoice } from '../sim/auto-table.js';
import type { DealerOutlook } from './dealer-outlook.js';
import type { TotalState } from './hand-values.js';
import type { StartValues } from './start-values.js';

/** Expected value of each choice a chart weighs for one cell, in original stakes. */
export type ChoiceValues = Readonly<Partial<Record<PlayerChoice, number>>>;

/** A chart row: a hard or soft total of two or more cards, or a pair (value 1 = aces). */
export type ChartRowKey =
  | { readonly kind: 'hard'; readonly total: number }
  | { readonly kind: 'soft'; readonly total: number }
  | { readonly kind: 'pair'; readonly value: CardValue };

/** A surrender settles at once for half the stake; a later dealer natural does not change it. */
const SURRENDER_VALUE = -0.5;

/** Ties (rare, and worth nothing) go to the simpler play. */
const TIE_ORDER: readonly PlayerChoice[] = ['stand', 'hit', 'double', 'split', 'surrender'];

/**
 * The value of every choice the profile offers a hand of this row against this up-card, as a
 * first decision on two cards: stand (unless the hand must draw), hit, double, split, surrender.
 * Whether a choice is open to a particular hand later (a third card, a split hand, the split
 * limit) is the statechart's to say; the strategy falls back down the ranking then.
 */
export function rowValues(row: ChartRowKey, start: StartValues, profile: RuleProfile): ChoiceValues {
  const { outlook } = start;
  const state = stateOf(row);
  const holdsAce = row.kind === 'soft' || (row.kind === 'pair' && row.value === 1);
  const choices: Partial<Record<PlayerChoice, number>> = { hit: start.hit(state) };
  const { mustDrawBelow } = profile.player;
  if (mustDrawBelow === null || state.total >= mustDrawBelow) choices.stand = start.stand(state.total);
  const { double, split, surrender } = profile;
  if (double.allowed && (double.totals === null || double.totals.includes(state.total))) {
    choices.double = start.double(state);
  }
  if (row.kind === 'pair' && split.allowed) choices.split = start.split(row.value);
  if (
    surrender !== null &&
    (surrender.totals === null || surrender.totals.includes(state.total)) &&
    (surrender.handWithAce || !holdsAce) &&
    (surrender.againstAce || outlook.upcard !== 1)
  ) {
    choices.surrender = SURRENDER_VALUE;
  }
  return outlook.naturalRisk === 'takes-original-bets' ? withOriginalBetsRisk(choices, outlook) : choices;
}

/**
 * Where a natural revealed after the players takes only the original stake, every choice but a
 * surrender is worth its value without a natural, or one stake lost with it. (A hand that busted
 * loses its whole stake even then; the chart leaves that small difference out.)
 */
function withOriginalBetsRisk(
  choices: Partial<Record<PlayerChoice, number>>,
  outlook: DealerOutlook,
): ChoiceValues {
  const natural = outlook.naturalChance;
  const adjusted: Partial<Record<PlayerChoice, number>> = {};
  for (const choice of TIE_ORDER) {
    const value = choices[choice];
    if (value === undefined) continue;
    adjusted[choice] = choice === 'surrender' ? value : (1 - natural) * value - natural;
  }
  return adjusted;
}

/** The choices weighed, best first. */
export function rankChoices(values: ChoiceValues): PlayerChoice[] {
  const weighed = TIE_ORDER.filter((choice) => values[choice] !== undefined);
  return weighed.sort(
    (a, b) => (values[b] ?? 0) - (values[a] ?? 0) || TIE_ORDER.indexOf(a) - TIE_ORDER.indexOf(b),
  );
}

function stateOf(row: ChartRowKey): TotalState {
  switch (row.kind) {
    case 'hard':
      return { total: row.total, soft: false };
    case 'soft':
      return { total: row.total, soft: true };
    case 'pair':
      return row.value === 1 ? { total: 12, soft: true } : { total: 2 * row.value, soft: false };
    default:
      return assertNever(row);
  }
}
