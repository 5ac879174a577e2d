import type { Command } from 'commander';
import type { DealerRule } from '../../../engine/dealer/dealer-action.js';
import { dealerOddsTable } from '../../../engine/odds/dealer-odds.js';
import {
  checkOddsRule,
  DEALER_RESULTS,
  type DealerOdds,
  type DealerOddsTable,
  upcardLabel,
} from '../../../engine/odds/dealer-result.js';
import type { RuleProfile } from '../../../engine/rules/profile-schema.js';
import { CliError, EXIT } from '../exit-codes.js';
import { type CliIo, printJson } from '../io.js';
import { type ProfileOptions, resolveProfile, withProfileOptions } from '../profile-option.js';
import { textTable } from '../text-table.js';

const PEEK_NOTE =
  'Not conditioned on a peek: the second card may be anything, so a natural counts as "blackjack".';

export function registerOddsCommand(program: Command, io: CliIo): void {
  const odds = program
    .command('odds')
    .description('exact odds computed from the rule profile and a fresh shoe');
  withProfileOptions(
    odds
      .command('dealer')
      .description(
        "the dealer's final result for each up-card (17–21, blackjack, bust), exactly, from a fresh shoe",
      ),
  )
    .option('--json', 'print JSON instead of a table')
    .addHelpText(
      'after',
      `\n${PEEK_NOTE}\n\nExamples:\n  sabot odds dealer --profile classic-6d\n  sabot odds dealer --profile home-1d --json\n  sabot odds dealer --rules my-table.json`,
    )
    .action((options: ProfileOptions & { json?: boolean }) => {
      const profile = resolveProfile(options);
      const rule = checkOddsRule(profile.dealer);
      if (!rule.ok) throw new CliError(rule.reason, EXIT.rejected);
      const table = dealerOddsTable(profile);
      if (options.json === true) printJson(io, oddsJson(profile, table));
      else io.out(oddsText(profile, table));
    });
}

function oddsJson(profile: RuleProfile, table: DealerOddsTable): unknown {
  const upcards = [...table].map(([upcard, odds]): [string, DealerOdds] => [upcardLabel(upcard), odds]);
  return { profile: profile.id, upcards: inKeyOrder(upcards) };
}

/**
 * JavaScript lists integer-like keys ("2" … "10") before "A" whatever the insertion order, and
 * JSON.stringify follows that order; the promised document reads A, 2 … 10, so the object's key
 * list is given explicitly.
 */
function inKeyOrder<T>(entries: readonly (readonly [string, T])[]): Record<string, T> {
  const keys = entries.map(([key]) => key);
  return new Proxy(Object.fromEntries(entries) as Record<string, T>, { ownKeys: () => keys });
}

function oddsText(profile: RuleProfile, table: DealerOddsTable): string {
  const decks = `${profile.shoe.decks} deck${profile.shoe.decks === 1 ? '' : 's'}`;
  const title = `Dealer odds for ${profile.id} — ${profile.name}`;
  const setting = `${decks}, ${describeRule(profile.dealer)}; each up-card taken from a fresh shoe, in percent of hands.`;
  const width = '100.00%'.length;
  const header = ['up-card', ...DEALER_RESULTS.map((result) => result.padStart(width))];
  const rows = [...table].map(([upcard, odds]) => [
    upcardLabel(upcard).padStart('up-card'.length),
    ...DEALER_RESULTS.map((result) => percent(odds[result]).padStart(Math.max(width, result.length))),
  ]);
  return `${title}\n${setting}\n${PEEK_NOTE}\n\n${textTable(header, rows)}\n`;
}

/** An impossible result (a blackjack behind a 7) shows as a dash, not as a rounded 0.00 %. */
const percent = (probability: number): string =>
  probability === 0 ? '—' : `${(probability * 100).toFixed(2)}%`;

function describeRule(rule: DealerRule): string {
  if (rule.standsOn !== 17)
    return `dealer draws below ${rule.standsOn} and stands on ${rule.standsOn} or more`;
  return rule.hitsSoft17 ? 'dealer hits soft 17 (H17)' : 'dealer stands on soft 17 (S17)';
}
