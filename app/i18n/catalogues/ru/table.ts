import type { Translated } from '../../catalogue-shape.js';
import { table as english } from '../en/table.js';

// TEMPORARY: the English sentences until the translation lands.
export const table: Translated<typeof english> = {
  ...english,
  // The pit review's rulings.
  'ruling.needs-reason': 'у решения должна быть причина, словами, понятными при проверке',
  'ruling.action-void': 'аннулировать раунд {{round}}',
  'ruling.action-correct': 'исправить карту на позиции {{position}}',
  'ruling.action-note': 'записать решение по раунду {{round}}',
  'ruling.hole-card-down':
    'карта на позиции {{position}} — закрытая карта дилера, она ещё лежит рубашкой вверх: исправить её можно, когда дилер её откроет',
};
