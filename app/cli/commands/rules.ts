import type { Command } from 'commander';
import { describeProfile } from '../../../engine/rules/describe-profile.js';
import type { RuleProfile } from '../../../engine/rules/profile-schema.js';
import { BUILT_IN_PROFILES } from '../../../engine/rules/profiles.js';
import { type CliIo, printJson } from '../io.js';
import { loadProfileFile, resolveProfile } from '../profile-option.js';
import { textTable } from '../text-table.js';

export function registerRulesCommand(program: Command, io: CliIo): void {
  program
    .command('rules')
    .description('list the rule profiles, or show one as a table of its rules')
    .argument('[id]', 'profile id to show (classic-6d, open-6d, home-1d)')
    .option('--rules <file>', 'a custom rule profile in a JSON file: validate it and show it')
    .option('--json', 'print JSON instead of a table')
    .addHelpText(
      'after',
      '\nExamples:\n  sabot rules\n  sabot rules classic-6d\n  sabot rules --rules my-table.json --json',
    )
    .action((id: string | undefined, options: { rules?: string; json?: boolean }) => {
      if (id === undefined && options.rules === undefined) {
        listProfiles(io, options.json === true);
        return;
      }
      const profile =
        options.rules !== undefined ? loadProfileFile(options.rules) : resolveProfile({ profile: id });
      showProfile(io, profile, options.json === true);
    });
}

function listProfiles(io: CliIo, json: boolean): void {
  if (json) {
    printJson(io, BUILT_IN_PROFILES);
    return;
  }
  const rows = BUILT_IN_PROFILES.map((profile) => [
    profile.id,
    profile.name,
    `${profile.shoe.decks} deck${profile.shoe.decks > 1 ? 's' : ''}`,
    profile.dealing.holeCard === 'peek' ? 'hole card, peek' : 'no hole card',
    profile.source,
  ]);
  io.out(`${textTable(['id', 'table', 'shoe', 'dealer', 'rule document'], rows)}\n`);
  io.out('\nShow one with: sabot rules ID\n');
}

function showProfile(io: CliIo, profile: RuleProfile, json: boolean): void {
  if (json) {
    printJson(io, profile);
    return;
  }
  io.out(`${profile.name} (${profile.id}) — from ${profile.source}\n\n`);
  const rows = describeProfile(profile)
    .filter((row) => !['id', 'name', 'source'].includes(row.field))
    .map((row) => [row.field, row.value, row.meaning]);
  io.out(`${textTable(['rule', 'value', 'meaning'], rows)}\n`);
}
