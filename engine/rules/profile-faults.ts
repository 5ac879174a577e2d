import type { core } from 'zod';
import { type Message, type MessageParam, say } from '../refusals/message.js';

type Issue = core.$ZodIssue;

/** A check of the schema that says its own coded message hands it over in the issue's `params`. */
export const saidParams = (said: Message): { said: Message } => ({ said });

/**
 * The faults of a profile file, each naming its field by the dotted path and what it may hold,
 * as one coded message: the author reads them in the command's language, the English unchanged.
 */
export function profileFaults(origin: string, issues: readonly Issue[]): Message {
  const faults = issues.reduceRight<MessageParam>(
    (more, issue) =>
      say('profile.fault', {
        field: issue.path.length > 0 ? issue.path.join('.') : say('profile.whole'),
        why: faultOf(issue),
        more,
      }),
    '',
  );
  return say('profile.invalid', { origin, faults });
}

function faultOf(issue: Issue): Message {
  switch (issue.code) {
    case 'invalid_value':
      return say('profile.one-of', { values: issue.values.map((value) => JSON.stringify(value)).join(', ') });
    case 'unrecognized_keys':
      return say(issue.keys.length > 1 ? 'profile.unknown-fields' : 'profile.unknown-field', {
        fields: issue.keys.map((key) => `"${key}"`).join(', '),
      });
    case 'invalid_type':
      if (issue.input === undefined) return say('profile.missing', { expected: typeName(issue.expected) });
      return say('profile.expected-received', {
        expected: typeName(issue.expected),
        received: typeName(typeOf(issue.input)),
      });
    case 'too_big':
      return say(issue.inclusive ? 'profile.at-most' : 'profile.below', { limit: String(issue.maximum) });
    case 'too_small':
      return say(issue.inclusive ? 'profile.at-least' : 'profile.above', { limit: String(issue.minimum) });
    case 'invalid_format':
      return say('profile.id-form');
    case 'custom': {
      const said = (issue.params as { said?: Message } | undefined)?.said;
      if (said) return said;
      break;
    }
  }
  return say('profile.other', { detail: issue.message });
}

/** Zod's names of the types a profile holds, as phrases each language words; another stays as zod names it. */
const TYPE_NAMES = {
  number: say('profile.type-number'),
  boolean: say('profile.type-boolean'),
  string: say('profile.type-string'),
  object: say('profile.type-object'),
  array: say('profile.type-array'),
  null: say('profile.type-null'),
} as const satisfies Record<string, Message>;

const typeName = (name: string): MessageParam =>
  Object.hasOwn(TYPE_NAMES, name) ? TYPE_NAMES[name as keyof typeof TYPE_NAMES] : name;

/** What a JSON value the author wrote is, in zod's names. */
const typeOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
