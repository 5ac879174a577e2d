import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

/** npm's own engine check of a locked install, without installing anything. */
function dryInstall(folder: string): { readonly status: number | null; readonly said: string } {
  const run = spawnSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: folder,
    encoding: 'utf8',
  });
  return { status: run.status, said: `${run.stdout}${run.stderr}` };
}

describe("the table's install on Node 20", () => {
  it('asks for no engine the Node it runs on lacks: npm ci prints no EBADENGINE', () => {
    const install = dryInstall(root);
    expect(install.status).toBe(0);
    expect(install.said).not.toContain('EBADENGINE');
  });

  it("keeps Electron, which asks for Node 22.12, in the desktop shell's own install", () => {
    const install = dryInstall(join(root, 'desktop'));
    expect(install.status).toBe(0);
    // The check is not blind: on an older Node, npm names Electron's engine in the shell's install.
    if (Number(process.versions.node.split('.')[0]) < 22)
      expect(install.said).toMatch(/EBADENGINE[^\n]*\n[^\n]*electron/);
  });
});
