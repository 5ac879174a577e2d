import { dealerRuleSaid } from '../../engine/dealer/dealer-action.js';
import type { RuleProfile } from '../../engine/rules/profile-schema.js';
import { profileName } from './rule-words.js';
import { cliText, words } from './words.js';

/** The lines above a dealer-odds table: which table, which shoe and rule, and the peek caveat. */
export function oddsHeading(profile: RuleProfile): string[] {
  const decks = cliText('cli.rules.decks', { count: profile.shoe.decks });
  return [
    cliText('cli.odds.title', { id: profile.id, name: profileName(profile) }),
    cliText('cli.odds.shoe-line', { decks, rule: words().say(dealerRuleSaid(profile.dealer)) }),
    cliText('cli.odds.peek-note'),
  ];
}

/** An impossible result (a blackjack behind a 7) shows as a dash, not as a rounded 0.00 %. */
export const percent = (probability: number): string =>
  probability === 0 ? '—' : `${(probability * 100).toFixed(2)}%`;

/**
 * JavaScript lists integer-like keys ("2" … "10") before "A" whatever the insertion order, and
 * JSON.stringify follows that order; the promised document reads A, 2 … 10, so the object's key
 * list is given explicitly.
 */
export function inKeyOrder<T>(entries: readonly (readonly [string, T])[]): Record<string, T> {
  const keys = entries.map(([key]) => key);
  return new Proxy(Object.fromEntries(entries) as Record<string, T>, { ownKeys: () => keys });
}
