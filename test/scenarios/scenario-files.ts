import { readdirSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** This folder: the scripts live in one sub-folder per rule profile, `<profile-id>/<name>.jsonl`. */
export const SCENARIO_DIR = dirname(fileURLToPath(import.meta.url));

export interface ScenarioFile {
  /** Absolute path, for reading. */
  readonly path: string;
  /** `classic-6d/blackjack-pays-3-2`: the test's name. */
  readonly name: string;
  /** The folder, which is the profile id the script must run at. */
  readonly profile: string;
  /** How to replay the script by hand from the project root. */
  readonly replay: string;
}

/** Every `.jsonl` under test/scenarios, at any depth, in a stable order. */
export function findScenarioFiles(dir = SCENARIO_DIR): ScenarioFile[] {
  const paths: string[] = [];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && entry.name.endsWith('.jsonl')) paths.push(path);
    }
  };
  walk(dir);
  return paths.sort().map((path) => {
    const relativePath = relative(dir, path).split(sep).join('/');
    const name = relativePath.replace(/\.jsonl$/, '');
    return {
      path,
      name,
      profile: name.split('/')[0] ?? '',
      replay: `npx sabot play --script test/scenarios/${relativePath}`,
    };
  });
}
