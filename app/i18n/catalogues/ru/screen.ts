import type { Translated } from '../../catalogue-shape.js';
import type { screen as english } from '../en/screen.js';

export const screen: Translated<typeof english> = {
  'tabs.label': 'экраны',
  'tabs.table': 'Стол',
  'tabs.review': 'Контроль пит-босса',
  'language.label': 'Язык',
};
