/** Where a command writes: the real terminal, or a buffer in tests that run the CLI in-process. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** True when standard output is a terminal (progress bars, colours). */
  readonly isTty: boolean;
}

export const processIo: CliIo = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  isTty: Boolean(process.stdout.isTTY),
};

/** Prints a value as the single JSON document a `--json` command promises. */
export const printJson = (io: CliIo, value: unknown): void => io.out(`${JSON.stringify(value, null, 2)}\n`);
