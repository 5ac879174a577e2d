import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mts|cts)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** Every module a file imports or re-exports, type-only imports and dynamic imports included. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const specifiers = [
    ...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]/g),
    ...text.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g),
    ...text.matchAll(/(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g),
  ];
  return specifiers.map((match) => match[1] as string);
}

const reachesInto = (file: string, specifier: string, folder: string): boolean =>
  specifier.startsWith('.') && relative(root, join(root, file, '..', specifier)).startsWith(`${folder}/`);

describe('the layering of ARCHITECTURE.md', () => {
  it('finds the imports it checks (the reader itself works)', () => {
    const service = importsOf('app/core/table/table-service.ts');
    expect(service.some((specifier) => specifier.includes('engine/'))).toBe(true);
  });

  it('web mode only carries messages: app/server imports no engine module', () => {
    const offenders = sourceFiles('app/server').flatMap((file) =>
      importsOf(file)
        .filter((specifier) => reachesInto(file, specifier, 'engine'))
        .map((specifier) => `${file} imports ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the engine imports nothing outside the engine, and no I/O', () => {
    const offenders = sourceFiles('engine').flatMap((file) =>
      importsOf(file)
        .filter(
          (specifier) =>
            (specifier.startsWith('.') &&
              !relative(root, join(root, file, '..', specifier)).startsWith('engine/')) ||
            /^node:/.test(specifier) ||
            ['better-sqlite3', 'serialport', 'ws'].includes(specifier),
        )
        .map((specifier) => `${file} imports ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the renderer reaches the table only through the contract', () => {
    const offenders = sourceFiles('app/renderer/src').flatMap((file) =>
      importsOf(file)
        .filter((specifier) =>
          ['engine', 'app/core', 'app/server', 'devices'].some((folder) =>
            reachesInto(file, specifier, folder),
          ),
        )
        .map((specifier) => `${file} imports ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });
});
