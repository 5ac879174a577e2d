#!/usr/bin/env node
// Runs before the test suite: checks the system packages the tests drive for real, and says
// plainly which one is missing and how to install it, instead of letting a test fail obscurely.
import { accessSync, constants, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

const requirements = [
  { tool: 'socat', pkg: 'socat', why: 'pseudo-terminal pairs for the shoe-reader tests' },
  { tool: 'chromium', pkg: 'chromium', why: 'the browser the dashboard tests drive' },
];

const onPath = (tool) =>
  (process.env.PATH ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, tool), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });

// Debian keeps PostgreSQL's server programs off PATH, under /usr/lib/postgresql/<major>/bin.
const postgresBin = () => {
  try {
    const majors = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
    for (const version of majors) {
      const dir = join('/usr/lib/postgresql', version, 'bin');
      try {
        accessSync(join(dir, 'initdb'), constants.X_OK);
        return dir;
      } catch {}
    }
  } catch {}
  return onPath('initdb') ? 'PATH' : null;
};

const [major] = process.versions.node.split('.').map(Number);
const problems = [];
if (major < 20) problems.push(`Node.js 20 or newer is needed; this is ${process.version}.`);
const missing = requirements.filter((requirement) => !onPath(requirement.tool));
if (postgresBin() === null)
  missing.push({
    tool: 'PostgreSQL (initdb, pg_ctl)',
    pkg: 'postgresql',
    why: 'the central store the pit tests start',
  });
for (const { tool, why } of missing) problems.push(`${tool} is missing (${why}).`);

if (problems.length > 0) {
  process.stderr.write(
    `The tests cannot run on this machine yet:\n${problems.map((p) => `  - ${p}`).join('\n')}\n`,
  );
  if (missing.length > 0) {
    const pkgs = missing.map((requirement) => requirement.pkg).join(' ');
    process.stderr.write(
      `Install with (Debian/Ubuntu, as root): apt-get update && apt-get install -y ${pkgs}\n`,
    );
  }
  process.exit(1);
}
