import { messageSchema, type WireMessage } from './outcome.js';

/**
 * Electron carries only an error's message from the main process to the page: a refused
 * request's code travels inside it, after this mark, for the page to say it in its language.
 */
const SAID_MARK = '\n(said as: ';

/** The error the main process rejects with: the table's sentence, then its coded message. */
export function refusedError(error: string, said?: WireMessage): Error {
  return new Error(said === undefined ? error : `${error}${SAID_MARK}${JSON.stringify(said)})`);
}

/** The sentence and, when it came with one that keeps the contract, the coded message. */
export function readRefusedError(message: string): { readonly error: string; readonly said?: WireMessage } {
  const at = message.lastIndexOf(SAID_MARK);
  if (at < 0 || !message.endsWith(')')) return { error: message };
  const error = message.slice(0, at);
  try {
    const said = messageSchema.safeParse(JSON.parse(message.slice(at + SAID_MARK.length, -1)));
    return said.success ? { error, said: said.data } : { error };
  } catch {
    return { error };
  }
}
