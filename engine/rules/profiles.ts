import { type Message, say } from '../refusals/message.js';
import { codeOf, ok, type Result, refuse } from '../result.js';
import { profileFaults, saidParams } from './profile-faults.js';
import { type RuleProfile, ruleProfileSchema } from './profile-schema.js';
import { classic6d } from './profiles/classic-6d.js';
import { home1d } from './profiles/home-1d.js';
import { open6d } from './profiles/open-6d.js';

/** The tables Sabot ships, in the order of their rule documents. */
export const BUILT_IN_PROFILES: readonly RuleProfile[] = [classic6d, open6d, home1d];

export function findProfile(id: string): Result<RuleProfile> {
  const profile = BUILT_IN_PROFILES.find((candidate) => candidate.id === id);
  if (profile) return ok(profile);
  const known = BUILT_IN_PROFILES.map((candidate) => candidate.id).join(', ');
  return refuse(say('profile.unknown', { id, known }));
}

/**
 * Validates a custom profile read from a JSON file. Each problem names the field by its dotted
 * path and what it may hold, so the author can fix the file without reading code.
 */
export function parseProfileJson(text: string, origin = 'the profile'): Result<RuleProfile> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return refuse(say('profile.not-json', { origin, detail: (error as Error).message }));
  }
  return validateProfile(raw, origin);
}

/**
 * The most hands a custom profile lets one box hold after splits. A table's layout has room for a
 * handful (RULES.md's tables allow 4, or no limit); the exact analysis counts no limit as this many.
 */
export const MOST_SPLIT_HANDS = 8;

const fold = (name: string): string => name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * What a table read from a file may not be, beyond the schema (a log's stored profile is read
 * through the schema alone, so an old log folds whatever it was opened with): a table Sabot ships,
 * by its id or its name, which every screen would show as that table; or more split hands than a
 * table has room for.
 */
const customProfileSchema = ruleProfileSchema.superRefine((profile, context) => {
  const fault = (path: string[], said: Message): void =>
    context.addIssue({ code: 'custom', path, message: codeOf(said), params: saidParams(said) });
  const byId = BUILT_IN_PROFILES.find((shipped) => shipped.id === profile.id);
  if (byId) fault(['id'], say('profile.shipped-id', { shipped: byId.name }));
  const byName = BUILT_IN_PROFILES.find((shipped) => fold(shipped.name) === fold(profile.name));
  if (byName) fault(['name'], say('profile.shipped-name', { shipped: byName.id }));
  const { maxHands } = profile.split;
  if (maxHands !== null && maxHands > MOST_SPLIT_HANDS)
    fault(['split', 'maxHands'], say('profile.split-hands', { limit: MOST_SPLIT_HANDS }));
});

export function validateProfile(raw: unknown, origin = 'the profile'): Result<RuleProfile> {
  const parsed = customProfileSchema.safeParse(raw, { reportInput: true });
  if (parsed.success) return ok(parsed.data);
  return refuse(profileFaults(origin, parsed.error.issues));
}
