/** Exit codes of every `sabot` command (documented in the README). */
export const EXIT = {
  ok: 0,
  /** A bug or an environment failure: the command could not do its work. */
  internal: 1,
  /** The command line itself is wrong: unknown command or option, missing argument. */
  usage: 2,
  /** The input was read but refused: an unknown profile, an invalid profile file, a rejected line. */
  rejected: 3,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** Thrown by a command to stop with a sentence for the operator and an exit code. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: ExitCode,
  ) {
    super(message);
  }
}
