import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The installation root: the folder of the nearest package.json, which is the project folder in
 * development and `app.asar` in the packaged app. Found by walking up, because this file runs
 * from the sources in tests and from `dist/app/main/` in Electron.
 */
export function installRoot(from: string = import.meta.url): string {
  let dir = dirname(fileURLToPath(from));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir)
      throw new Error(`no package.json above ${fileURLToPath(from)}: Sabot is not installed whole`);
    dir = parent;
  }
  return dir;
}

/** Where the shell finds its parts; electron-builder keeps the project's layout inside the asar. */
export function installPaths(root: string = installRoot()) {
  return {
    root,
    /** The `sabot` command: the same entry the CLI and web mode run. */
    serviceEntry: join(root, 'bin', 'sabot.js'),
    /** CommonJS, because a sandboxed preload cannot be an ES module. */
    preload: join(root, 'dist', 'app', 'preload', 'preload.cjs'),
    /** The built dashboard (Vite's output), served as `app://sabot/`. */
    rendererBundle: join(root, 'dist', 'renderer'),
  };
}
