import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../app/i18n/index.js';
import { profileName } from '../../app/renderer/src/i18n/profile-name.js';
import { home1d } from '../../engine/rules/profiles/home-1d.js';

describe("the table's name in the croupier's header", () => {
  it('given a table Sabot ships, then it is named in the page’s language', () => {
    expect(profileName(home1d, translatorFor('fr'))).toBe(
      'Partie à la maison, un jeu (carte cachée vérifiée, jetons)',
    );
    expect(profileName(home1d, translatorFor('en'))).toBe(home1d.name);
  });

  it('given a profile file under a shipped id with a name of its own, then its name is shown as written', () => {
    expect(profileName({ id: 'home-1d', name: 'Chez Paul' }, translatorFor('ru'))).toBe('Chez Paul');
    expect(profileName({ id: 'my-table', name: 'My table' }, translatorFor('ru'))).toBe('My table');
  });
});
