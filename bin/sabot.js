#!/usr/bin/env node
// The sabot command runs the compiled CLI; `npm ci` compiles it (the package's prepare script).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const entry = new URL('../dist/app/cli/main.js', import.meta.url);
if (!existsSync(fileURLToPath(entry))) {
  process.stderr.write('sabot: the CLI is not built yet: run "npm run build" (npm ci does it for you)\n');
  process.exit(1);
}
// `sabot rounds | head` closes the pipe early: that is the reader being done, not a failure.
for (const stream of [process.stdout, process.stderr])
  stream.on('error', (error) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
const { runCli } = await import(entry.href);
process.exitCode = await runCli(process.argv.slice(2));
