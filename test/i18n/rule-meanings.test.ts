import { describe, expect, it } from 'vitest';
import { LANGUAGES, templatesOf } from '../../app/i18n/index.js';
import { describeProfile } from '../../engine/rules/describe-profile.js';
import { RULE_MEANINGS } from '../../engine/rules/meanings.js';
import { BUILT_IN_PROFILES } from '../../engine/rules/profiles.js';

const shownRows = BUILT_IN_PROFILES.flatMap((profile) => describeProfile(profile));

describe('the rules catalogue', () => {
  it("takes as its English each field's meaning exactly as the schema describes it", () => {
    const english = templatesOf('en', 'rules');
    const differ = shownRows.filter((row) => english[row.field] !== row.meaning).map((row) => row.field);
    expect(differ).toEqual([]);
  });

  it('has a meaning for every field the shipped tables show, and none that no table shows', () => {
    const shown = new Set(shownRows.map((row) => row.field));
    expect([...shown].filter((field) => !(field in RULE_MEANINGS))).toEqual([]);
    expect(Object.keys(RULE_MEANINGS).filter((field) => !shown.has(field))).toEqual([]);
  });

  it('names each shipped table by its id, in English as its profile file names it', () => {
    for (const profile of BUILT_IN_PROFILES)
      expect(templatesOf('en', 'rules')[profile.id]).toBe(profile.name);
    for (const language of LANGUAGES)
      expect(Object.keys(templatesOf(language, 'rules')).sort()).toEqual(
        [...Object.keys(RULE_MEANINGS), ...BUILT_IN_PROFILES.map((profile) => profile.id)].sort(),
      );
  });
});
