import type { Command } from 'commander';
import type { RuleProfile } from '../../../engine/rules/profile-schema.js';
import { BUILT_IN_PROFILES } from '../../../engine/rules/profiles.js';
import { type CliIo, printJson } from '../io.js';
import { loadProfileFile, resolveProfile } from '../profile-option.js';
import { profileName, profileRows } from '../rule-words.js';
import { textTable } from '../text-table.js';
import { cliText } from '../words.js';

export function registerRulesCommand(program: Command, io: CliIo): void {
  program
    .command('rules')
    .description(cliText('cli.rules.description'))
    .argument('[id]', cliText('cli.rules.argument.id'))
    .option('--rules <file>', cliText('cli.rules.option.rules'))
    .option('--json', cliText('cli.option.json-table'))
    .addHelpText(
      'after',
      `\n${cliText('cli.examples')}\n  sabot rules\n  sabot rules classic-6d\n  sabot rules --rules my-table.json --json`,
    )
    .action((id: string | undefined, options: { rules?: string; json?: boolean }) => {
      if (id === undefined && options.rules === undefined) return listProfiles(io, options.json === true);
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
    profileName(profile),
    cliText('cli.rules.decks', { count: profile.shoe.decks }),
    cliText(profile.dealing.holeCard === 'peek' ? 'cli.rules.peek' : 'cli.rules.no-hole-card'),
    profile.source,
  ]);
  const header = [
    cliText('cli.rules.column.id'),
    cliText('cli.rules.column.table'),
    cliText('cli.rules.column.shoe'),
    cliText('cli.rules.column.dealer'),
    cliText('cli.rules.column.document'),
  ];
  io.out(`${textTable(header, rows)}\n`);
  io.out(`\n${cliText('cli.rules.show-one')}\n`);
}

function showProfile(io: CliIo, profile: RuleProfile, json: boolean): void {
  if (json) {
    printJson(io, profile);
    return;
  }
  io.out(
    `${cliText('cli.rules.title', { name: profileName(profile), id: profile.id, source: profile.source })}\n\n`,
  );
  const rows = profileRows(profile)
    .filter((row) => !['id', 'name', 'source'].includes(row.field))
    .map((row) => [row.field, row.value, row.meaning]);
  const header = [
    cliText('cli.rules.column.rule'),
    cliText('cli.rules.column.value'),
    cliText('cli.rules.column.meaning'),
  ];
  io.out(`${textTable(header, rows)}\n`);
}
