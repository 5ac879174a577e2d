import type { Command } from 'commander';
import { type Card, cardGlyph } from '../../../engine/cards/card.js';
import { dealerAction, dealerRuleSaid } from '../../../engine/dealer/dealer-action.js';
import { seededRandom, shuffleInPlace } from '../../../engine/random/seeded.js';
import type { RuleProfile } from '../../../engine/rules/profile-schema.js';
import { freshShoe, remainingCards } from '../../../engine/shoe/composition.js';
import type { CliIo } from '../io.js';
import { seedOption, seedOrClock, wholeNumberOption } from '../number-option.js';
import { resolveProfile, withProfileOptions } from '../profile-option.js';
import { dealerBannerText } from '../round-words.js';
import { cliText, words } from '../words.js';

/**
 * `sabot drill`: dealer hands from a shuffled shoe, with the obligation the croupier must follow
 * at each card — practice for the dealer's side of the table.
 */
export function registerDrillCommand(program: Command, io: CliIo): void {
  withProfileOptions(program.command('drill').description(cliText('cli.drill.description')), 'classic-6d')
    .addOption(wholeNumberOption('--hands <n>', cliText('cli.drill.option.hands'), { least: 0 }).default(5))
    .addOption(seedOption('--seed <n>', cliText('cli.drill.option.seed')))
    .action((options: { profile?: string; rules?: string; hands: number; seed?: number }) => {
      const profile = resolveProfile(options);
      const seed = seedOrClock(options.seed);
      const hands = options.hands;
      runDealerDrill(io, profile, hands, seed);
    });
}

export function runDealerDrill(io: CliIo, profile: RuleProfile, hands: number, seed: number): void {
  const rule = profile.dealer;
  const shoe = shuffleInPlace(remainingCards(freshShoe(profile.shoe.decks)), seededRandom(seed));
  const { name, id } = profile;
  io.out(`${cliText('cli.drill.title', { name, id, count: profile.shoe.decks, seed })}\n`);
  io.out(`${cliText('cli.drill.rule', { rule: words().say(dealerRuleSaid(rule)) })}\n`);
  let next = 0;
  for (let hand = 1; hand <= hands; hand++) {
    if (shoe.length - next < 12) break; // never start a hand the shoe might not finish
    const cards: Card[] = [];
    io.out(`\n${cliText('cli.drill.hand', { hand })}\n`);
    do {
      cards.push(shoe[next++] as Card);
      io.out(`  ${cards.map(cardGlyph).join(' ').padEnd(24)} ${dealerBannerText(cards, rule)}\n`);
    } while (dealerAction(cards, rule) === 'draw');
  }
  io.out(`\n${cliText('cli.drill.end', { out: next, of: shoe.length, seed })}\n`);
}
