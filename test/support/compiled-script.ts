import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

/**
 * Compiles a script of the tests and the code it runs (service, log, engine) into a temporary
 * installation in `dir` (package.json, migrations and node_modules linked from the project), so a
 * real Node process can run it and be killed. Built from the sources at every run, in about a
 * second with the native compiler: a fresh clone needs no `npm run build`, and a stale `dist/` can
 * never be the code under test. Returns the path of the compiled script.
 */
export function compiledScript(source: string, dir: string): string {
  const tsc = join(root, 'node_modules', '.bin', 'tsc');
  if (!existsSync(tsc)) throw new Error(`the TypeScript compiler is missing at ${tsc}: run npm ci first`);
  const install = join(dir, 'install');
  mkdirSync(install, { recursive: true });
  execFileSync(tsc, [
    '--ignoreConfig',
    '--outDir',
    install,
    '--rootDir',
    root,
    '--module',
    'nodenext',
    '--target',
    'es2023',
    '--types',
    'node',
    '--skipLibCheck',
    source,
  ]);
  writeFileSync(join(install, 'package.json'), '{ "type": "module" }\n');
  symlinkSync(join(root, 'migrations'), join(install, 'migrations'));
  symlinkSync(join(root, 'node_modules'), join(install, 'node_modules'));
  return join(install, relative(root, source).replace(/\.ts$/, '.js'));
}
