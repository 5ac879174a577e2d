import { describeProfile, type ProfileRow } from '../../engine/rules/describe-profile.js';
import { isRuleField } from '../../engine/rules/meanings.js';
import type { RuleProfile } from '../../engine/rules/profile-schema.js';
import { BUILT_IN_PROFILES } from '../../engine/rules/profiles.js';
import type { KeyOf } from '../i18n/index.js';
import { cliText, words } from './words.js';

/**
 * A profile's rows in the command's language: each field's meaning from the `rules` catalogue,
 * and yes, no and none in words; the values the author types (`cut-card`, `peek`) stay as keyed.
 */
export function profileRows(profile: RuleProfile): ProfileRow[] {
  const values = {
    yes: cliText('cli.rules.yes'),
    no: cliText('cli.rules.no'),
    none: cliText('cli.rules.none'),
  };
  return describeProfile(profile, values).map((row) =>
    isRuleField(row.field) ? { ...row, meaning: words().text('rules', row.field) } : row,
  );
}

/**
 * A table Sabot ships is named in the command's language (the `rules` catalogue keys its name by
 * its id); a profile file's own name is shown as its author wrote it, even under a shipped id.
 */
export function profileName(profile: RuleProfile): string {
  const shipped = BUILT_IN_PROFILES.find((candidate) => candidate.id === profile.id);
  if (shipped === undefined || shipped.name !== profile.name) return profile.name;
  return words().text('rules', shipped.id as KeyOf<'rules'>);
}
