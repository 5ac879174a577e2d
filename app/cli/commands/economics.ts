import type { Command } from 'commander';
import type { RuleProfile } from '../../../engine/rules/profile-schema.js';
import { findProfile } from '../../../engine/rules/profiles.js';
import { economicsJson, economicsText } from '../economics/economics-report.js';
import { refuseUncovered, sideFigures } from '../economics/side-figures.js';
import { CliError, EXIT } from '../exit-codes.js';
import { type CliIo, jsonText } from '../io.js';
import { amountOption, roundsPerHourOption, seedOption, wholeNumberOption } from '../number-option.js';
import { loadProfileFile, type ProfileOptions } from '../profile-option.js';
import { defaultRoundsPerHour } from '../simulation/simulate-shifts.js';
import { cliText, failureText } from '../words.js';

interface EconomicsOptions extends ProfileOptions {
  vs?: string;
  rounds?: number;
  seed?: number;
  bet?: number;
  roundsPerHour?: number;
  json?: boolean;
}

/** Ten million rounds a side: an interval of about ±0.07 % on the fast path, in well under a minute. */
const DEFAULT_ROUNDS = 10_000_000;
const DEFAULT_SEED = 1;

const helpText = (): string =>
  `\n${cliText('cli.economics.help')}\n\n${cliText('cli.examples')}\n  sabot economics --profile classic-6d --vs open-6d\n  sabot economics --profile classic-6d --rules my-table.json --bet 25 --json\n  sabot economics --profile home-1d --vs classic-6d --rounds 1000000 --seed 7`;

/** `sabot economics`: what a change of rules is worth to the house, exact and simulated. */
export function registerEconomicsCommand(program: Command, io: CliIo): void {
  program
    .command('economics')
    .description(cliText('cli.economics.description'))
    .option('--profile <id>', cliText('cli.economics.option.profile'))
    .option('--vs <id>', cliText('cli.economics.option.vs'))
    .option('--rules <file>', cliText('cli.economics.option.rules'))
    // The defaults are said in the descriptions, in the command's language and digits: commander
    // would add its own English "(default: 10000000)" after them.
    .addOption(wholeNumberOption('--rounds <n>', cliText('cli.economics.option.rounds'), { least: 2 }))
    .addOption(seedOption('--seed <n>', cliText('cli.economics.option.seed')))
    .addOption(amountOption('--bet <amount>', cliText('cli.economics.option.bet')))
    .addOption(roundsPerHourOption(cliText('cli.economics.option.rounds-per-hour')))
    .option('--json', cliText('cli.economics.option.json'))
    .addHelpText('after', helpText())
    .action(async (options: EconomicsOptions) => {
      const [a, b] = bothTables(options);
      const rounds = options.rounds ?? DEFAULT_ROUNDS;
      const seed = options.seed ?? DEFAULT_SEED;
      refuseUncovered(a, rounds);
      refuseUncovered(b, rounds);
      // Independent seeds: the interval of the difference adds the two variances.
      const sideA = await sideFigures(a, rounds, seed);
      const sideB = await sideFigures(b, rounds, seed + 1);
      const report = {
        a: sideA,
        b: sideB,
        bet: options.bet ?? a.table.minStake,
        roundsPerHour: options.roundsPerHour ?? defaultRoundsPerHour(sideA.boxes),
      };
      io.out(options.json === true ? jsonText(economicsJson(report)) : economicsText(report));
    });
}

function builtIn(id: string): RuleProfile {
  const found = findProfile(id);
  if (!found.ok) throw new CliError(failureText(found), EXIT.rejected);
  return found.value;
}

/** A from `--profile`; B from `--vs` or `--rules`, exactly one of them, and not A itself. */
function bothTables(options: EconomicsOptions): [RuleProfile, RuleProfile] {
  if (options.profile === undefined) throw new CliError(cliText('cli.economics.name-a'), EXIT.usage);
  if ((options.vs === undefined) === (options.rules === undefined))
    throw new CliError(cliText('cli.economics.name-b'), EXIT.usage);
  const a = builtIn(options.profile);
  const b = options.rules !== undefined ? loadProfileFile(options.rules) : builtIn(options.vs ?? '');
  if (options.rules === undefined && a.id === b.id)
    throw new CliError(cliText('cli.economics.same-table', { id: a.id }), EXIT.usage);
  return [a, b];
}
