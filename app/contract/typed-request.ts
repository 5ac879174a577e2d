import { z } from 'zod';
import { typedText } from '../../engine/text/typed-text.js';

/**
 * A request's schema behind the one door for typed text (engine/text/typed-text.ts): every string
 * of the payload made well formed before the schema reads it, and a control character refused
 * with a sentence that names it, before anything is hashed, stored or shipped.
 */
export function typedRequest<S extends z.ZodType>(schema: S) {
  return z.preprocess((payload, context) => {
    const typed = typedText(payload);
    if (typed.ok) return typed.value;
    context.addIssue({
      code: 'custom',
      path: [...typed.path],
      message: typed.character
        ? `holds a control character (${typed.character}), which the log does not keep: type it again without it`
        : 'is nested deeper than any request',
    });
    return payload;
  }, schema);
}

type Operation = { readonly request: z.ZodType; readonly reply: z.ZodType };

/** Every operation's request behind the door for typed text; the replies as they are. */
export function withTypedRequests<T extends Record<string, Operation>>(
  table: T,
): { [K in keyof T]: { request: ReturnType<typeof typedRequest<T[K]['request']>>; reply: T[K]['reply'] } } {
  return Object.fromEntries(
    Object.entries(table).map(([name, { request, reply }]) => [
      name,
      { request: typedRequest(request), reply },
    ]),
  ) as never;
}
