import { type Message, say } from '../../engine/refusals/message.js';

/**
 * Turns what the serial library says into a message the croupier and the technician can act on,
 * as a code and its parameters: the table says it in the language of the screen or the command.
 * serialport's native errors carry no code, only a message such as
 * "Error: No such file or directory, cannot open /dev/ttyUSB0", so the message is what is read.
 */
export function cannotOpenMessage(path: string, error: Error): Message {
  const message = error.message;
  if (/no such file|ENOENT/i.test(message)) return say('reader.port-missing', { path });
  if (/permission denied|EACCES|EPERM/i.test(message)) return say('reader.port-denied', { path });
  if (/cannot lock|resource temporarily unavailable|EBUSY|busy/i.test(message))
    return say('reader.port-busy', { path });
  if (/not a typewriter|inappropriate ioctl|ENOTTY/i.test(message)) return say('reader.not-serial', { path });
  return say('reader.cannot-open', { path, reason: systemReason(error) });
}

/** The system's own words, without serialport's "Error: …, cannot open PATH" wrapping. */
export function systemReason(error: Error): string {
  return error.message.replace(/^(Error:?\s*)+/, '').replace(/,? cannot open .*$/i, '');
}

export function lineDownMessage(path: string, error: Error | null): Message {
  return error === null
    ? say('reader.line-down', { path })
    : say('reader.line-down-because', { path, reason: systemReason(error) });
}

/** The seconds to a tenth, as a number: each language writes its own decimal sign ("3.2", "3,2"). */
export function silenceMessage(silentForMs: number, refusedBytes: number): Message {
  const seconds = Math.round(silentForMs / 100) / 10;
  return refusedBytes === 0
    ? say('reader.silent', { seconds })
    : say('reader.unreadable', { seconds, count: refusedBytes });
}
