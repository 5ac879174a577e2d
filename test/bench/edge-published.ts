import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { PUBLISHED_EDGES, SIMULATED_EDGES } from '../fixtures/rules/published-edges.js';
import { machineLine } from './harness.js';
import { REPO_ROOT } from './repo-root.js';

/**
 * The exact house edge beside published exact figures and beside the simulated ones, printed as
 * Markdown for docs/benchmarks.md. It runs the built command for every row, so each figure can be
 * repeated by hand:
 *
 *   npm run build && node dist/test/bench/edge-published.js
 */
interface EdgeJson {
  ev: number;
  seconds: number;
}

const sabot = join(REPO_ROOT, 'bin', 'sabot.js');
const edge = (args: readonly string[]): EdgeJson =>
  JSON.parse(
    execFileSync(process.execPath, [sabot, 'edge', 'exact', ...args, '--json'], { encoding: 'utf8' }),
  );
const percent = (ev: number): string => `${ev >= 0 ? '+' : '−'}${Math.abs(ev * 100).toFixed(4)} %`;
const gap = (ev: number, published: number): string =>
  `${(ev - published) * 100 >= 0 ? '+' : '−'}${Math.abs((ev - published) * 100).toFixed(4)}`;

console.log(`Machine: ${machineLine()}\n`);
console.log(
  '| rules (Appendix 9 page) | published | composition | gap (points) | basic strategy | gap (points) | seconds (composition, basic) |',
);
console.log('|---|---|---|---|---|---|---|');
for (const { rules, page, ev } of PUBLISHED_EDGES) {
  const file = join(REPO_ROOT, 'test', 'fixtures', 'rules', `${rules}.json`);
  const composition = edge(['--rules', file, '--strategy', 'composition']);
  const basic = edge(['--rules', file, '--strategy', 'basic']);
  console.log(
    `| ${rules} (${page}) | ${percent(ev)} | ${percent(composition.ev)} | ${gap(composition.ev, ev)} | ${percent(basic.ev)} | ${gap(basic.ev, ev)} | ${composition.seconds.toFixed(2)}, ${basic.seconds.toFixed(2)} |`,
  );
}
console.log(
  '\n| profile | simulated (95 % interval) | exact, basic strategy | exact, composition | seconds (basic, composition) |',
);
console.log('|---|---|---|---|---|');
for (const { id, ev, low, high } of SIMULATED_EDGES) {
  const basic = edge(['--profile', id]);
  const composition = edge(['--profile', id, '--strategy', 'composition']);
  console.log(
    `| ${id} | ${percent(ev)} (${percent(low)} to ${percent(high)}) | ${percent(basic.ev)} | ${percent(composition.ev)} | ${basic.seconds.toFixed(2)}, ${composition.seconds.toFixed(2)} |`,
  );
}
