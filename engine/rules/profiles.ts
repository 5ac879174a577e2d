import { say } from '../refusals/message.js';
import { fail, ok, type Result, refuse } from '../result.js';
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
    return fail(`${origin} is not valid JSON: ${(error as Error).message}`);
  }
  return validateProfile(raw, origin);
}

export function validateProfile(raw: unknown, origin = 'the profile'): Result<RuleProfile> {
  const parsed = ruleProfileSchema.safeParse(raw, { reportInput: true });
  if (parsed.success) return ok(parsed.data);
  const problems = parsed.error.issues.map((issue) => {
    const field = issue.path.length > 0 ? issue.path.join('.') : '(the whole profile)';
    return `  - ${field}: ${describeIssue(issue)}`;
  });
  return fail(`${origin} is not a valid rule profile:\n${problems.join('\n')}`);
}

type Issue = import('zod').core.$ZodIssue;

function describeIssue(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_value':
      return `must be one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
    case 'unrecognized_keys':
      return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((key) => `"${key}"`).join(', ')}`;
    case 'invalid_type':
      return issue.input === undefined
        ? `is missing (expected ${issue.expected})`
        : `expected ${issue.expected}`;
    default:
      return issue.message;
  }
}
