import { dealerRuleSaid } from '../../../engine/dealer/dealer-action.js';
import type { RuleProfile } from '../../../engine/rules/profile-schema.js';
import { type KeyOf, type Params, type Translator, translatorFor } from '../../i18n/index.js';
import { words } from '../words.js';

export type RulesWords = (key: KeyOf<'cli'>, params?: Params) => string;

/** The JSON's words: the same in every language, as a document a program reads. */
export const englishWords: Translator = translatorFor('en');

/**
 * A profile's rules of play in one line, in the words published house-edge tables use (S17, no
 * hole card, double after split…), so a simulated figure can be set beside a published one.
 */
export function describeRules(profile: RuleProfile, language: Translator = words()): string {
  const t: RulesWords = (key, params) => language.text('cli', key, params);
  const { shoe, dealer, dealing, double, split, surrender, payouts } = profile;
  const parts = [
    t('cli.rules-line.decks', { count: shoe.decks }),
    shoe.reshuffle === 'cut-card'
      ? t('cli.rules-line.cut-card', { percent: Math.round(shoe.penetration * 100) })
      : t('cli.rules-line.shuffled-every-round'),
    language.say(dealerRuleSaid(dealer)),
    dealing.holeCard === 'peek'
      ? t('cli.rules-line.peek', { upcards: dealing.peekUpcards.join(t('cli.rules-line.and')) })
      : t(
          dealing.dealerNaturalTakes === 'all-bets'
            ? 'cli.rules-line.no-hole-card.all-bets'
            : 'cli.rules-line.no-hole-card.original',
        ),
    doubleRule(double, t),
    splitRule(split, t),
    surrenderRule(surrender, t),
    t('cli.rules-line.blackjack-pays', { pays: payouts.blackjack.pays, per: payouts.blackjack.per }),
  ];
  return parts.join(', ');
}

function doubleRule(double: RuleProfile['double'], t: RulesWords): string {
  if (!double.allowed) return t('cli.rules-line.no-double');
  const on = double.totals === null ? t('cli.rules-line.any-two-cards') : double.totals.join(', ');
  const rule = t(
    double.afterSplit ? 'cli.rules-line.double.after-split' : 'cli.rules-line.double.not-after-split',
    {
      on,
    },
  );
  return rule + (double.forLess ? t('cli.rules-line.for-less') : '');
}

function splitRule(split: RuleProfile['split'], t: RulesWords): string {
  if (!split.allowed) return t('cli.rules-line.no-split');
  const hands =
    split.maxHands === null
      ? t('cli.rules-line.any-number-of-hands')
      : t('cli.rules-line.hands', { count: split.maxHands });
  const rule = t(split.pairsBy === 'rank' ? 'cli.rules-line.split.rank' : 'cli.rules-line.split.value', {
    hands,
  });
  return rule + (split.resplitAces ? t('cli.rules-line.aces-resplit') : '');
}

/** The sentence of a surrender and of its totals: this line's, or the strategy chart's own. */
export interface SurrenderWording {
  readonly surrender: KeyOf<'cli'>;
  readonly totals: KeyOf<'cli'>;
}

const RULES_LINE_SURRENDER: SurrenderWording = {
  surrender: 'cli.rules-line.surrender',
  totals: 'cli.rules-line.two-cards-totalling',
};

export function surrenderRule(
  surrender: RuleProfile['surrender'],
  t: RulesWords,
  wording: SurrenderWording = RULES_LINE_SURRENDER,
): string {
  if (!surrender) return t('cli.rules-line.no-surrender');
  const on =
    surrender.totals === null
      ? t('cli.rules-line.any-two-cards')
      : t(wording.totals, { totals: surrender.totals.join(', ') });
  const ace = surrender.handWithAce ? '' : t('cli.rules-line.without-ace');
  const against = surrender.againstAce ? '' : t('cli.rules-line.not-against-ace');
  return t(wording.surrender, { on }) + ace + against;
}
