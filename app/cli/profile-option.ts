import type { Command } from 'commander';
import type { RuleProfile } from '../../engine/rules/profile-schema.js';
import { findProfile, parseProfileJson } from '../../engine/rules/profiles.js';
import { readSmallTextFile } from './capped-file.js';
import { CliError, EXIT } from './exit-codes.js';
import { cliText, failureText } from './words.js';

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
