import { describeProfile, type ProfileRow } from '../../engine/rules/describe-profile.js';
import { isRuleField } from '../../engine/rules/meanings.js';
import type { RuleProfile } from '../../engine/rules/profile-schema.js';
import { BUILT_IN_PROFILES } from '../../engine/rules/profiles.js';
import { type KeyOf, templatesOf } from '../i18n/index.js';
import { cliText, percentText, words } from './words.js';

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

/** Shares said as percentages: the shoe dealt before the cut card, the smallest insurance. */
const SHARE_FIELDS = new Set(['shoe.penetration', 'insurance.minimumShareOfTableMin']);

const RULE_WORDS = new Set(Object.keys(templatesOf('en', 'ruleWords')));

const ruleWord = (key: string): string => words().text('ruleWords', key as KeyOf<'ruleWords'>);

/** A rule's name in the trade's words: "dealer hits soft 17", "surrender". */
export const ruleName = (field: string): string => ruleWord(field);

/**
 * A rule's value in the trade's words: an enum value, an absent value ("no limit", "not offered")
 * and a yes or a no said by the rule's own words where it has them ("late"), else yes and no; a
 * share as a percentage, a ratio as 3:2, a list of totals or up-cards as written.
 */
export function ruleValueText(field: string, value: unknown): string {
  const own = `${field}=${value === null ? 'null' : String(value)}`;
  if (RULE_WORDS.has(own) && (value === null || typeof value !== 'object')) return ruleWord(own);
  if (value === null || (Array.isArray(value) && value.length === 0)) return cliText('cli.rules.none');
  if (typeof value === 'boolean') return cliText(value ? 'cli.rules.yes' : 'cli.rules.no');
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'number')
    return SHARE_FIELDS.has(field) ? percentText(value, 0) : words().number(value);
  if (typeof value === 'object' && 'pays' in value && 'per' in value) return `${value.pays}:${value.per}`;
  // A group of rules that is there (a home session, surrender): its rules follow, each in words.
  return cliText('cli.rules.yes');
}
