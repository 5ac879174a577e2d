import type { Translated } from '../../catalogue-shape.js';
import type { review as english } from '../en/review.js';

export const review: Translated<typeof english> = {
  'review.title': 'Контроль пит-босса',
};
