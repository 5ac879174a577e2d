import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RuleProfile } from '../../engine/rules/profile-schema.js';
import { classic6d } from '../../engine/rules/profiles/classic-6d.js';
import { tempDir } from '../core/log/log-fixtures.js';

/**
 * A rule profile file of the house's own, for `--rules FILE`: `profile` (a sound one or not) as
 * JSON, named `name` in a fresh folder removed after the test.
 */
export function profileFile(name: string, profile: unknown): string {
  const file = join(tempDir(), name);
  writeFileSync(file, JSON.stringify(profile));
  return file;
}

/** classic-6d but for its dealer, who hits a soft 17 (H17): a house's table of its own. */
export const h17Classic: RuleProfile = {
  ...classic6d,
  id: 'h17-6d',
  name: 'h17-6d table',
  dealer: { ...classic6d.dealer, hitsSoft17: true },
};
