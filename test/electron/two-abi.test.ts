import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const shellFolders = ['app/main', 'app/preload'];

/** Native modules: built for one ABI, so they stay in the table service's (Node's) process. */
const NATIVE = /^(better-sqlite3|serialport|@serialport\/.*)$/;
/** Project folders whose code loads them (the log, the serial driver). */
const SERVICE_SIDE = /^(app\/core|app\/cli|app\/server|devices)\//;

/**
 * The specifiers a file loads at run time: static and dynamic imports, re-exports and requires.
 * Type-only imports are left out, since the compiler erases them.
 */
function runtimeImports(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /^\s*import\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm,
    /^\s*export\s+(?!type\b)[^'";]*?\sfrom\s+['"]([^'"]+)['"]/gm,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) found.push(match[1] ?? '');
  return found;
}

/** `./x.js` as written in ESM TypeScript names `./x.ts` (or `.cts` for `.cjs`) in the sources. */
function sourceOf(from: string, specifier: string): string {
  return resolve(dirname(from), specifier)
    .replace(/\.js$/, '.ts')
    .replace(/\.cjs$/, '.cts');
}

/** Every project file and package the shell's code loads, following project imports through. */
function loadedByShell(): { files: Set<string>; packages: Map<string, string> } {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const queue = shellFolders.flatMap((folder) =>
    readdirSync(join(root, folder))
      .filter((name) => /\.c?ts$/.test(name))
      .map((name) => join(root, folder, name)),
  );
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    for (const specifier of runtimeImports(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) queue.push(sourceOf(file, specifier));
      else packages.set(specifier, relative(root, file));
    }
  }
  return { files, packages };
}

describe('the two-ABI rule: the Electron shell never loads a native module', () => {
  const { files, packages } = loadedByShell();

  it('loads neither better-sqlite3 nor serialport, directly or through project code', () => {
    const native = [...packages].filter(([name]) => NATIVE.test(name));
    expect(native).toEqual([]);
    expect(packages.size).toBeGreaterThan(0);
  });

  it('reaches no table-service code (log, devices, CLI, web server) that would load them', () => {
    const serviceSide = [...files]
      .map((file) => relative(root, file))
      .filter((file) => SERVICE_SIDE.test(file));
    expect(serviceSide).toEqual([]);
    expect([...files].map((file) => relative(root, file))).toContain('app/contract.ts');
  });

  it('imports electron from main.ts alone, so everything else runs under plain Node in tests', () => {
    const importers = [...files]
      .filter((file) => runtimeImports(readFileSync(file, 'utf8')).includes('electron'))
      .map((file) => relative(root, file))
      .sort();
    expect(importers).toEqual(['app/main/main.ts', 'app/preload/preload.cts']);
  });

  it('recognises the imports it is looking for (the scan is not blind)', () => {
    const sample = [
      "import Database from 'better-sqlite3';",
      "import type { Port } from 'serialport';",
      "export { x } from '@serialport/parser-readline';",
      "const s = await import('serialport');",
      "import electron = require('electron');",
    ].join('\n');
    expect(runtimeImports(sample)).toEqual([
      'better-sqlite3',
      '@serialport/parser-readline',
      'serialport',
      'electron',
    ]);
  });
});
