import { runCli } from '../../app/cli/main.js';

/** Runs the CLI in-process and captures what it printed, as a croupier's terminal would show it. */
export async function runSabot(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(argv, {
    out: (text) => {
      out += text;
    },
    err: (text) => {
      err += text;
    },
    isTty: false,
  });
  return { code, out, err };
}
