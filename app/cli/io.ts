/** Where a command writes: the real terminal, or a buffer in tests that run the CLI in-process. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** True when standard output is a terminal (progress bars, colours). */
  readonly isTty: boolean;
  /** Reads one line from standard input: how a PIN reaches the CLI, never as an argument. */
  readLine?: () => Promise<string>;
}

export const processIo: CliIo = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  isTty: Boolean(process.stdout.isTTY),
  readLine: readStdinLine,
};

/**
 * Standard input read line by line through one reader for the whole process: a reader per call
 * would swallow the lines it had buffered (the second PIN of a piped change was lost that way).
 */
let stdinLines: AsyncIterator<string> | undefined;

async function readStdinLine(): Promise<string> {
  if (!stdinLines) {
    const { createInterface } = await import('node:readline');
    stdinLines = createInterface({ input: process.stdin, terminal: false })[Symbol.asyncIterator]();
  }
  const next = await stdinLines.next();
  return next.done ? '' : next.value.trim();
}

/** A value as the single JSON document a `--json` command promises. */
export const jsonText = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

export const printJson = (io: CliIo, value: unknown): void => io.out(jsonText(value));
