import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from './repo-root.js';

/**
 * `node peak-memory-child.js REPORT sabot-args…`: the `sabot` command run whole in this process,
 * and on its way out the process's peak resident memory (the kernel's own high-water mark, native
 * memory such as SQLite's included) written to REPORT in KiB. A poll from outside could miss a
 * peak in the last moment; `/usr/bin/time` is not on every machine.
 */
const [report, ...args] = process.argv.slice(2);
if (report === undefined) throw new Error('usage: peak-memory-child REPORT sabot-args…');
process.on('exit', (code) => {
  writeFileSync(report, JSON.stringify({ maxRssKiB: process.resourceUsage().maxRSS, code }));
});
const bin = join(REPO_ROOT, 'bin', 'sabot.js');
process.argv = [process.argv[0] as string, bin, ...args];
await import(pathToFileURL(bin).href);
