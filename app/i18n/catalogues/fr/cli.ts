import type { Translated } from '../../catalogue-shape.js';
import type { cli as english } from '../en/cli.js';

export const cli: Translated<typeof english> = {
  'cli.option.lang': 'la langue d’affichage (en, fr ou ru ; par défaut selon LANG)',
};
