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

/** Every import a file under `folder` makes that it may not (`forbidden`), as `file imports specifier`. */
const importsBreaking = (folder: string, forbidden: (file: string, specifier: string) => boolean): string[] =>
  sourceFiles(folder).flatMap((file) =>
    importsOf(file)
      .filter((specifier) => forbidden(file, specifier))
      .map((specifier) => `${file} imports ${specifier}`),
  );

/** Every import a file under `folder` makes into one of the `others` folders. */
const importsInto = (folder: string, others: readonly string[]): string[] =>
  importsBreaking(folder, (file, specifier) => others.some((other) => reachesInto(file, specifier, other)));

/** The rules docs/architecture.md states ("Who may import what"), checked on every file. */
describe('the layering of docs/architecture.md', () => {
  it('finds the imports it checks (the reader itself works)', () => {
    const service = importsOf('app/core/table/table-service.ts');
    expect(service.some((specifier) => specifier.includes('engine/'))).toBe(true);
  });

  it('web mode only carries messages: app/server imports no engine module', () => {
    expect(importsInto('app/server', ['engine'])).toEqual([]);
  });

  it('the engine imports nothing outside the engine, and no I/O', () => {
    const offenders = importsBreaking(
      'engine',
      (file, specifier) =>
        (specifier.startsWith('.') &&
          !relative(root, join(root, file, '..', specifier)).startsWith('engine/')) ||
        /^node:/.test(specifier) ||
        ['better-sqlite3', 'serialport', 'ws'].includes(specifier),
    );
    expect(offenders).toEqual([]);
  });

  it('the renderer reaches the table only through the contract', () => {
    expect(importsInto('app/renderer/src', ['engine', 'app/core', 'app/server', 'devices'])).toEqual([]);
  });

  it('the socket host carries both servers and belongs to neither: it imports no side', () => {
    expect(importsInto('app/socket-host', ['app/server', 'app/pit', 'engine', 'app/renderer'])).toEqual([]);
  });

  it('one socket host: only it makes a WebSocket server', () => {
    const makers = ['app', 'engine', 'devices'].flatMap((folder) =>
      sourceFiles(folder).filter((file) =>
        readFileSync(join(root, file), 'utf8').includes('new WebSocketServer'),
      ),
    );
    expect(makers).toEqual(['app/socket-host/socket-host.ts']);
  });

  it('a round stream is named by one function', () => {
    const namers = ['app', 'engine', 'devices'].flatMap((folder) =>
      sourceFiles(folder).filter((file) => /round-\$\{/.test(readFileSync(join(root, file), 'utf8'))),
    );
    expect(namers).toEqual(['engine/log/log-events.ts']);
  });

  it('this page exists where the test cites it', () => {
    expect(readFileSync(join(root, 'docs', 'architecture.md'), 'utf8')).toContain('## Who may import what');
  });

  it("outside the table's folder a table is read through its TableLog, never the service's handles", () => {
    const handles = /\bservice\??\.(db|store|journal|snapshots)\b/;
    const offenders = ['app', 'engine', 'devices'].flatMap((folder) =>
      sourceFiles(folder)
        .filter((file) => !file.startsWith('app/core/table/'))
        .filter((file) => handles.test(readFileSync(join(root, file), 'utf8'))),
    );
    expect(offenders).toEqual([]);
  });

  it("the table's side never imports the pit's: app/core reaches no app/pit, app/server or app/cli module", () => {
    expect(importsInto('app/core', ['app/pit', 'app/server', 'app/cli'])).toEqual([]);
  });

  it("the table side's folders import one another without a cycle", () => {
    const folderOf = (file: string) => relative(root, join(root, file, '..'));
    const edges = new Map<string, Set<string>>();
    for (const file of sourceFiles('app/core'))
      for (const specifier of importsOf(file).filter((specifier) => specifier.startsWith('.'))) {
        const target = folderOf(relative(root, join(root, file, '..', specifier)));
        if (target.startsWith('app/core') && target !== folderOf(file))
          edges.set(folderOf(file), (edges.get(folderOf(file)) ?? new Set()).add(target));
      }
    // A cycle is a folder that reaches itself again.
    const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
      [...(edges.get(from) ?? [])].some((next) => {
        if (next === to) return true;
        if (seen.has(next)) return false;
        seen.add(next);
        return reaches(next, to, seen);
      });
    expect([...edges.keys()].filter((folder) => reaches(folder, folder))).toEqual([]);
  });
});
