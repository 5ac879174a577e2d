import type { Command } from 'commander';
import { type Card, cardGlyph } from '../../../engine/cards/card.js';
import {
  dealerAction,
  describeDealerAction,
  describeDealerRule,
} from '../../../engine/dealer/dealer-action.js';
import { seededRandom, shuffleInPlace } from '../../../engine/random/seeded.js';
import type { RuleProfile } from '../../../engine/rules/profile-schema.js';
import { freshShoe, remainingCards } from '../../../engine/shoe/composition.js';
import type { CliIo } from '../io.js';
import { seedOption, wholeNumberOption } from '../number-option.js';
import { resolveProfile, withProfileOptions } from '../profile-option.js';

/**
 * `sabot drill`: dealer hands from a shuffled shoe, with the obligation the croupier must follow
 * at each card — practice for the dealer's side of the table.
 */
export function registerDrillCommand(program: Command, io: CliIo): void {
  withProfileOptions(
    program
      .command('drill')
      .description(
        "a dealer drill: dealer hands from a shuffled shoe, with the dealer's obligation at each card",
      ),
    'classic-6d',
  )
    .addOption(wholeNumberOption('--hands <n>', 'dealer hands to deal', { least: 0 }).default(5))
    .addOption(
      seedOption(
        '--seed <n>',
        'shuffle seed (default: from the clock, printed so the drill can be repeated)',
      ),
    )
    .action((options: { profile?: string; rules?: string; hands: number; seed?: number }) => {
      const profile = resolveProfile(options);
      const seed = options.seed ?? Date.now() % 2 ** 31;
      const hands = options.hands;
      runDealerDrill(io, profile, hands, seed);
    });
}

export function runDealerDrill(io: CliIo, profile: RuleProfile, hands: number, seed: number): void {
  const rule = profile.dealer;
  const shoe = shuffleInPlace(remainingCards(freshShoe(profile.shoe.decks)), seededRandom(seed));
  io.out(`Sabot — ${profile.name} (${profile.id}), ${profile.shoe.decks}-deck shoe, seed ${seed}\n`);
  io.out(`Dealer drill: ${describeDealerRule(rule)}.\n`);
  let next = 0;
  for (let hand = 1; hand <= hands; hand++) {
    if (shoe.length - next < 12) break; // never start a hand the shoe might not finish
    const cards: Card[] = [];
    io.out(`\nHand ${hand}\n`);
    do {
      cards.push(shoe[next++] as Card);
      io.out(`  ${cards.map(cardGlyph).join(' ').padEnd(24)} ${describeDealerAction(cards, rule)}\n`);
    } while (dealerAction(cards, rule) === 'draw');
  }
  io.out(`\n${next} cards out of ${shoe.length}. Repeat this drill with --seed ${seed}.\n`);
}
