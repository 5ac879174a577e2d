import { RULE_MEANINGS } from '../../../../engine/rules/meanings.js';
import { classic6d } from '../../../../engine/rules/profiles/classic-6d.js';
import { home1d } from '../../../../engine/rules/profiles/home-1d.js';
import { open6d } from '../../../../engine/rules/profiles/open-6d.js';

/**
 * A rule profile in English, as `sabot rules` shows it: each field's meaning keyed by its dotted
 * path (the schema's own descriptions), and the name of each table Sabot ships keyed by its id
 * (the profile file's own name). Both stay written in one place, where the engine keeps them.
 */
export const rules = {
  ...RULE_MEANINGS,
  // The tables Sabot ships.
  'classic-6d': classic6d.name,
  'open-6d': open6d.name,
  'home-1d': home1d.name,
};
