import type { Command } from 'commander';
import { dealerOddsTable } from '../../../engine/odds/dealer-odds.js';
import {
  DEALER_RESULTS,
  type DealerOdds,
  type DealerOddsTable,
  upcardLabel,
} from '../../../engine/odds/dealer-result.js';
import { sampledDealerOddsTable } from '../../../engine/odds/sampled-odds-table.js';
import { seededRandom } from '../../../engine/random/seeded.js';
import type { RuleProfile } from '../../../engine/rules/profile-schema.js';
import { comparisonJson, comparisonText } from '../dealer-odds-comparison.js';
import { inKeyOrder, oddsHeading, percent } from '../dealer-odds-text.js';
import { CliError, EXIT } from '../exit-codes.js';
import { type CliIo, jsonText } from '../io.js';
import { positiveOption, seedOption, seedOrClock } from '../number-option.js';
import { analysedProfile, type ProfileOptions, withProfileOptions } from '../profile-option.js';
import { textTable } from '../text-table.js';
import { cliText } from '../words.js';

interface OddsOptions extends ProfileOptions {
  json?: boolean;
  simulate?: number;
  seed?: number;
}

/** Enough for a table in seconds; a larger run is a benchmark, not a check at the table. */
const MOST_SIMULATED_HANDS = 100_000_000;

export function registerOddsCommand(program: Command, io: CliIo): void {
  const odds = program.command('odds').description(cliText('cli.odds.description'));
  withProfileOptions(odds.command('dealer').description(cliText('cli.odds.dealer.description')))
    .option('--json', cliText('cli.option.json-table'))
    .addOption(positiveOption('--simulate <n>', cliText('cli.odds.option.simulate'), MOST_SIMULATED_HANDS))
    .addOption(seedOption('--seed <n>', cliText('cli.odds.option.seed')))
    .addHelpText(
      'after',
      `\n${cliText('cli.odds.peek-note')}\n${cliText('cli.odds.simulate-note')}\n\n${cliText('cli.examples')}\n  sabot odds dealer --profile classic-6d\n  sabot odds dealer --profile home-1d --json\n  sabot odds dealer --profile classic-6d --simulate 1000000 --seed 7\n  sabot odds dealer --rules my-table.json`,
    )
    .action((options: OddsOptions) => {
      const profile = analysedProfile(options);
      const table = dealerOddsTable(profile);
      if (options.simulate !== undefined) {
        const trials = options.simulate;
        const seed = seedOrClock(options.seed);
        const sampled = sampledDealerOddsTable(profile, trials, seededRandom(seed));
        const comparison = { profile, exact: table, sampled, trials, seed };
        io.out(options.json === true ? jsonText(comparisonJson(comparison)) : comparisonText(comparison));
        return;
      }
      if (options.seed !== undefined) throw new CliError(cliText('cli.odds.seed-needs-simulate'), EXIT.usage);
      io.out(options.json === true ? jsonText(oddsJson(profile, table)) : oddsText(profile, table));
    });
}

function oddsJson(profile: RuleProfile, table: DealerOddsTable): unknown {
  const upcards = [...table].map(([upcard, odds]): [string, DealerOdds] => [upcardLabel(upcard), odds]);
  return { profile: profile.id, upcards: inKeyOrder(upcards) };
}

function oddsText(profile: RuleProfile, table: DealerOddsTable): string {
  const width = '100.00%'.length;
  const upcardColumn = cliText('cli.odds.up-card');
  const header = [upcardColumn, ...DEALER_RESULTS.map((result) => result.padStart(width))];
  const rows = [...table].map(([upcard, odds]) => [
    upcardLabel(upcard).padStart(upcardColumn.length),
    ...DEALER_RESULTS.map((result) => percent(odds[result]).padStart(Math.max(width, result.length))),
  ]);
  return `${oddsHeading(profile).join('\n')}\n\n${textTable(header, rows)}\n`;
}
