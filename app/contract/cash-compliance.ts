import { z } from 'zod';

/*
 * What the compliance officer's screen reads from the pit server: the cash records of a gaming day
 * across every table of the pit, each line citing the facts it sums (table, position, hash), in
 * table units, with the regulation they apply.
 */

const factCited = z.strictObject({ table: z.string(), position: z.number().int().min(1), hash: z.string() });
const amount = z.number();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const cashComplianceRequest = z.strictObject({
  /** The gaming day; absent: the latest any table's cash falls in. */
  day: day.optional(),
});

export const cashComplianceSchema = z.strictObject({
  jurisdiction: z.string(),
  regulation: z.string(),
  levels: z.strictObject({ logFrom: amount, report: amount, reviewFrom: amount }),
  /** The day read (null: no cash at any table yet) and every day with cash, newest first. */
  day: day.nullable(),
  days: z.array(day),
  tables: z.array(z.string()),
  entries: z.array(
    z.strictObject({
      player: z.string().nullable(),
      description: z.string(),
      amount,
      table: z.string(),
      at: z.string(),
      facts: z.array(factCited),
    }),
  ),
  patrons: z.array(
    z.strictObject({
      player: z.string().nullable(),
      description: z.string(),
      cashIn: amount,
      reportDueAt: z.strictObject({ at: z.string(), fact: factCited }),
      facts: z.array(factCited),
    }),
  ),
  review: z.array(
    z.strictObject({
      kind: z.enum(['structuring', 'unknown-repeated', 'little-play']),
      player: z.string().nullable(),
      description: z.string(),
      amount,
      stakes: amount.nullable(),
      facts: z.array(factCited),
    }),
  ),
});
