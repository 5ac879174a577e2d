import { runCli } from '../../app/cli/main.js';

/**
 * Runs the CLI in-process and captures what it printed, as a croupier's terminal would show it.
 * `stdin` lines answer the commands that read standard input (a PIN), one per read.
 */
export async function runSabot(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  return runSabotWithInput([], ...argv);
}

export async function runSabotWithInput(
  stdin: string[],
  ...argv: string[]
): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const lines = [...stdin];
  const code = await runCli(argv, {
    out: (text) => {
      out += text;
    },
    err: (text) => {
      err += text;
    },
    isTty: false,
    readLine: async () => lines.shift() ?? '',
  });
  return { code, out, err };
}
