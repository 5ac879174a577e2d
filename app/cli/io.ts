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

async function readStdinLine(): Promise<string> {
  const { createInterface } = await import('node:readline');
  const lines = createInterface({ input: process.stdin, terminal: false });
  try {
    for await (const line of lines) return line.trim();
    return '';
  } finally {
    lines.close();
  }
}

/** Prints a value as the single JSON document a `--json` command promises. */
export const printJson = (io: CliIo, value: unknown): void => io.out(`${JSON.stringify(value, null, 2)}\n`);
