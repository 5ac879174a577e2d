import { z } from 'zod';
import { NAME_MAX_LENGTH, UNPRINTABLE_IN_NAMES } from '../../engine/round/input-sentences.js';

/** Who asks, as the journal keeps it: printable, like a bettor's name. */
export const operator = z
  .string()
  .trim()
  .min(1)
  .max(NAME_MAX_LENGTH)
  .refine((name) => !UNPRINTABLE_IN_NAMES.test(name), 'a name is written with printable characters');

export const pin = z.string().regex(/^\d{4,12}$/, 'a PIN is 4 to 12 digits');

/** A badge as the staff register prints them: letters, digits and hyphens (the register says the rest). */
export const badge = z.string().trim().min(1).max(40);
