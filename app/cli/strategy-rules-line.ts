import { dealerRuleSaid } from '../../engine/dealer/dealer-action.js';
import type { RuleProfile } from '../../engine/rules/profile-schema.js';
import type { Translator } from '../i18n/index.js';
import { type RulesWords, surrenderRule } from './simulation/rules-line.js';
import { words } from './words.js';

/** A chart says "surrender 12 on two cards", the simulation's line "surrender on two cards totalling 12". */
const STRATEGY_SURRENDER = {
  surrender: 'cli.strategy-rules.surrender',
  totals: 'cli.strategy-rules.on-two-cards',
} as const;

/**
 * The rules a chart was derived for, in one line a pit boss can check against the table's sign:
 * the profile fields the strategy reads (see `strategyRulesKey` in engine/strategy/chart.ts), and
 * nothing else. `language` is the command's, or English for the JSON a program reads.
 */
export function strategyRulesLine(profile: RuleProfile, language: Translator = words()): string {
  const t: RulesWords = (key, params) => language.text('cli', key, params);
  const { dealing, player } = profile;
  return [
    t('cli.rules-line.decks', { count: profile.shoe.decks }),
    language.say(dealerRuleSaid(profile.dealer)),
    dealing.holeCard === 'peek'
      ? t('cli.strategy-rules.peek', { upcards: dealing.peekUpcards.join(t('cli.strategy-rules.or')) })
      : t(
          dealing.dealerNaturalTakes === 'all-bets'
            ? 'cli.strategy-rules.no-hole-card.all-bets'
            : 'cli.strategy-rules.no-hole-card.original',
        ),
    doublePart(profile.double, t),
    splitPart(profile.split, t),
    surrenderRule(profile.surrender, t, STRATEGY_SURRENDER),
    ...(player.mustDrawBelow === null
      ? []
      : [t('cli.strategy-rules.must-draw-below', { total: player.mustDrawBelow })]),
    ...(player.standsOn21 ? [t('cli.strategy-rules.stands-on-21')] : []),
  ].join(t('cli.strategy-rules.separator'));
}

function doublePart(double: RuleProfile['double'], t: RulesWords): string {
  if (!double.allowed) return t('cli.rules-line.no-double');
  const on = double.totals === null ? t('cli.rules-line.any-two-cards') : double.totals.join(', ');
  return t(
    double.afterSplit ? 'cli.strategy-rules.double.after-split' : 'cli.strategy-rules.double.not-after-split',
    { on },
  );
}

function splitPart(split: RuleProfile['split'], t: RulesWords): string {
  if (!split.allowed) return t('cli.rules-line.no-split');
  const pairs = t(
    split.pairsBy === 'rank' ? 'cli.strategy-rules.pairs.rank' : 'cli.strategy-rules.pairs.value',
  );
  const hands =
    split.maxHands === null
      ? t('cli.strategy-rules.resplit-no-limit')
      : split.maxHands === 2
        ? t('cli.strategy-rules.once')
        : t('cli.strategy-rules.to-hands', { count: split.maxHands });
  const aces = t(split.resplitAces ? 'cli.strategy-rules.aces.resplit' : 'cli.strategy-rules.aces.one-card');
  return t('cli.strategy-rules.split', { pairs, hands, aces });
}
