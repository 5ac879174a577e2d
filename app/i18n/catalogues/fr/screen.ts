import type { Translated } from '../../catalogue-shape.js';
import type { screen as english } from '../en/screen.js';

export const screen: Translated<typeof english> = {
  'tabs.label': 'écrans',
  'tabs.table': 'Table',
  'tabs.review': 'Contrôle du chef de table',
  'language.label': 'Langue',
};
