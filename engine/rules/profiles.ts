import { say } from '../refusals/message.js';
import { ok, type Result, refuse } from '../result.js';
import { profileFaults } from './profile-faults.js';
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

export function validateProfile(raw: unknown, origin = 'the profile'): Result<RuleProfile> {
  const parsed = ruleProfileSchema.safeParse(raw, { reportInput: true });
  if (parsed.success) return ok(parsed.data);
  return refuse(profileFaults(origin, parsed.error.issues));
}
