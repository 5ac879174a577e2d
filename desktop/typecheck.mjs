// Checks the desktop shell (app/main, app/preload, test/electron) against Electron's own types.
// Those live in this folder's install, apart from the table's (Electron asks for a newer Node than
// the table): without it the shell cannot be checked, which CI must not let pass in silence.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const here = import.meta.dirname;
const types = join(here, 'node_modules', 'electron', 'electron.d.ts');
if (!existsSync(types)) {
  const said = 'the desktop shell was not checked: its install is missing (npm ci --prefix desktop)';
  if (process.env.CI === 'true') {
    console.error(`typecheck: ${said}`);
    process.exit(1);
  }
  console.log(`typecheck: ${said}`);
  process.exit(0);
}
const tsc = join(here, '..', 'node_modules', '.bin', 'tsc');
const run = spawnSync(tsc, ['-p', join(here, 'tsconfig.json'), '--noEmit'], { stdio: 'inherit' });
process.exit(run.status ?? 1);
