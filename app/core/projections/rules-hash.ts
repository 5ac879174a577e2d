import { createHash } from 'node:crypto';
import type { RuleProfile } from '../../../engine/rules/profile-schema.js';
import { canonicalJson } from '../log/canonical-json.js';

/**
 * SHA-256 of a profile's canonical JSON: the name of the very rules a house edge holds for. The
 * same profile id with another rule (a changed penetration, a new field's default) hashes otherwise,
 * so its ratings ask for an edge of their own.
 */
export const rulesHashOf = (profile: RuleProfile): string =>
  createHash('sha256').update(canonicalJson(profile), 'utf8').digest('hex');
