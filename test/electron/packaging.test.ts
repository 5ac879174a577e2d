import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const builder = readFileSync(join(root, 'electron-builder.yml'), 'utf8');
const scripts: Record<string, string> = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts;

/** The top-level list under `key:` in the YAML (each `  - item` line), unquoted. */
function listUnder(key: string): string[] {
  const block = new RegExp(`^${key}:\\n((?:\\s+(?:#.*|- .*)\\n)+)`, 'm').exec(builder)?.[1] ?? '';
  return [...block.matchAll(/^\s+- "?([^"\n]+)"?$/gm)].map((match) => match[1] ?? '');
}

/** Packaging is never run here (it needs internet); its configuration is what can be checked. */
describe('packaging the Electron shell', () => {
  it('builds for Linux, Windows and macOS', () => {
    expect(builder).toMatch(/^linux:\n(?:\s.*\n)*?\s+target: \[AppImage, deb\]/m);
    expect(builder).toMatch(/^win:\n\s+target: \[nsis\]/m);
    expect(builder).toMatch(/^mac:\n\s+target: \[dmg\]/m);
  });

  it('starts the shell and ships the service entry, the compiled code and the migrations', () => {
    expect(builder).toMatch(/^extraMetadata:\n\s+main: dist\/app\/main\/main\.js$/m);
    expect(listUnder('files')).toEqual(
      expect.arrayContaining(['package.json', 'bin/**', 'dist/**', 'migrations/**']),
    );
  });

  it('rebuilds the native modules for Electron and keeps them out of the asar', () => {
    expect(builder).toMatch(/^npmRebuild: true$/m);
    expect(listUnder('asarUnpack')).toContain('**/*.node');
  });

  it("packages with Electron's headers, then gives the CLI and the tests back their Node build", () => {
    const dist = scripts.dist ?? '';
    expect(dist).toMatch(/^npm run build && /);
    // The shell's own install builds the main process and the preload (its prepare script).
    expect(dist).toContain('npm ci --prefix desktop && ');
    expect(dist).toContain('--nodedir= ');
    expect(dist).toMatch(/electron-builder --config electron-builder\.yml/);
    expect(dist).toMatch(/&& npm rebuild better-sqlite3$/);
  });
});
