import type { Command } from 'commander';
import { checkOddsRule } from '../../engine/odds/dealer-result.js';
import type { RuleProfile } from '../../engine/rules/profile-schema.js';
import { findProfile, parseProfileJson } from '../../engine/rules/profiles.js';
import { readSmallTextFile } from './capped-file.js';
import { CliError, EXIT } from './exit-codes.js';
import { cliText, failureText, words } from './words.js';

/** Adds `--profile ID` and `--rules FILE`: every command that needs a table accepts both. */
export function withProfileOptions(command: Command, defaultId?: string): Command {
  return command
    .option('--profile <id>', cliText('cli.option.profile'), defaultId)
    .option('--rules <file>', cliText('cli.option.rules-instead'));
}

export interface ProfileOptions {
  profile?: string;
  rules?: string;
}

export function resolveProfile(options: ProfileOptions): RuleProfile {
  if (options.rules !== undefined) return loadProfileFile(options.rules);
  if (options.profile === undefined) throw new CliError(cliText('cli.option.name-a-table'), EXIT.usage);
  const found = findProfile(options.profile);
  if (!found.ok) throw new CliError(failureText(found), EXIT.rejected);
  return found.value;
}

export function loadProfileFile(path: string): RuleProfile {
  const text = readSmallTextFile(path, 'rule-profile');
  const parsed = parseProfileJson(text, path);
  if (!parsed.ok) throw new CliError(failureText(parsed), EXIT.rejected);
  return parsed.value;
}

/** Refuses a table whose dealer the exact analysis (odds, strategy, edge) cannot follow. */
export function refuseUnanalysedDealer(profile: RuleProfile): void {
  const rule = checkOddsRule(profile.dealer);
  if (!rule.ok) throw new CliError(words().say(rule.refusal), EXIT.rejected);
}

/** The profile the options name, for the exact analysis of a table (odds, strategy, edge). */
export function analysedProfile(options: ProfileOptions): RuleProfile {
  const profile = resolveProfile(options);
  refuseUnanalysedDealer(profile);
  return profile;
}
