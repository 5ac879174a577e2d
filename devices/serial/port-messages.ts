import type { Message } from '../../engine/refusals/message.js';

/**
 * Turns what the serial library says into a message the croupier and the technician can act on,
 * as a code and its parameters: the table says it in the language of the screen or the command.
 * serialport's native errors carry no code, only a message such as
 * "Error: No such file or directory, cannot open /dev/ttyUSB0", so the message is what is read.
 */
export function cannotOpenMessage(path: string, error: Error): Message {
  const message = error.message;
  if (/no such file|ENOENT/i.test(message)) return { code: 'reader.port-missing', params: { path } };
  if (/permission denied|EACCES|EPERM/i.test(message))
    return { code: 'reader.port-denied', params: { path } };
  if (/cannot lock|resource temporarily unavailable|EBUSY|busy/i.test(message))
    return { code: 'reader.port-busy', params: { path } };
  if (/not a typewriter|inappropriate ioctl|ENOTTY/i.test(message))
    return { code: 'reader.not-serial', params: { path } };
  return { code: 'reader.cannot-open', params: { path, reason: systemReason(error) } };
}

/** The system's own words, without serialport's "Error: …, cannot open PATH" wrapping. */
export function systemReason(error: Error): string {
  return error.message.replace(/^(Error:?\s*)+/, '').replace(/,? cannot open .*$/i, '');
}

export function lineDownMessage(path: string, error: Error | null): Message {
  return error === null
    ? { code: 'reader.line-down', params: { path } }
    : { code: 'reader.line-down-because', params: { path, reason: systemReason(error) } };
}

/** The seconds to a tenth, as a number: each language writes its own decimal sign ("3.2", "3,2"). */
export function silenceMessage(silentForMs: number, refusedBytes: number): Message {
  const seconds = Math.round(silentForMs / 100) / 10;
  return refusedBytes === 0
    ? { code: 'reader.silent', params: { seconds } }
    : { code: 'reader.unreadable', params: { seconds, count: refusedBytes } };
}
