import type { Translated } from '../../catalogue-shape.js';
import { table as english } from '../en/table.js';

// TEMPORARY: the English sentences until the translation lands.
export const table: Translated<typeof english> = { ...english };
