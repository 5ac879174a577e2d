/**
 * Turns what the serial library says into a sentence the croupier and the technician can act on.
 * serialport's native errors carry no code, only a message such as
 * "Error: No such file or directory, cannot open /dev/ttyUSB0", so the message is what is read.
 */
export function cannotOpenSentence(path: string, error: Error): string {
  const message = error.message;
  if (/no such file|ENOENT/i.test(message))
    return `the shoe reader's port ${path} is not there (reader unplugged or switched off?); still trying`;
  if (/permission denied|EACCES|EPERM/i.test(message))
    return `Sabot may not open the shoe reader's port ${path}: permission denied (the user running Sabot must be in the dialout group); still trying`;
  if (/cannot lock|resource temporarily unavailable|EBUSY|busy/i.test(message))
    return `the shoe reader's port ${path} is held by another program (another Sabot or a terminal program?); still trying`;
  if (/not a typewriter|inappropriate ioctl|ENOTTY/i.test(message))
    return `${path} is not a serial port; check the reader's port setting`;
  return `the shoe reader's port ${path} cannot be opened (${systemReason(error)}); still trying`;
}

/** The system's own words, without serialport's "Error: …, cannot open PATH" wrapping. */
export function systemReason(error: Error): string {
  return error.message.replace(/^(Error:?\s*)+/, '').replace(/,? cannot open .*$/i, '');
}

export function lineDownSentence(path: string, error: Error | null): string {
  const detail = error === null ? '' : ` (${systemReason(error)})`;
  return `the shoe reader on ${path} went off the line: unplugged, switched off or the cable is cut${detail}; reconnecting`;
}

export function silenceSentence(silentForMs: number, refusedBytes: number): string {
  const seconds = (silentForMs / 1000).toFixed(1);
  return refusedBytes === 0
    ? `the shoe reader has been silent for ${seconds} s: check that it is on and its cable is in`
    : `no good frame from the shoe reader for ${seconds} s, only ${refusedBytes} unreadable bytes: check the cable and the reader's baud rate`;
}
