import { z } from 'zod';
import { adjustedLineSchema } from './table-message.js';

/**
 * The shift report of one table (`sabot report shift --json`, the pit boss's books screen): a
 * gaming day, or a month to date, every amount in table units. `win = closer − opener + credits −
 * fills + drop`; `expectedCloser = opener + fills − credits − chipsSold + houseResult`;
 * `discrepancy = closer − expectedCloser` (0 when the tray holds what the cards say it should).
 */
const amount = z.number();

/** Who signs a record, in the order a slip is signed. */
export const SIGNER_ROLES = ['croupier', 'supervisor', 'cashier', 'runner'] as const;
export type SignerRole = (typeof SIGNER_ROLES)[number];

/** A signer as the report's `by` lists them: "croupier: lea" (the role a word of this list, never translated). */
export const signerEntry = (role: SignerRole, name: string): string => `${role}: ${name}`;

/** A `by` entry read back into its role and name, for a reader to say the role in its language. */
export function readSigner(entry: string): { readonly role: SignerRole; readonly name: string } | null {
  const cut = entry.indexOf(': ');
  const role = SIGNER_ROLES.find((known) => known === entry.slice(0, cut));
  return cut < 0 || role === undefined ? null : { role, name: entry.slice(cut + 2) };
}

export const slipLineSchema = z.strictObject({
  slip: z.string(),
  kind: z.enum(['fill', 'credit']),
  amount,
  /** Chip value (table units, as text) → chips, as the slip reads. */
  inventory: z.record(z.string(), z.number()),
  void: z.boolean(),
  /** The void's reason, when void. */
  voidReason: z.string().nullable(),
  at: z.string(),
  /** Who signed it, "role: name" in the order croupier, supervisor, cashier, runner. */
  by: z.array(z.string()),
});

/** A buy-in of the period, by its number in the table's series; a void one stays listed, with its void. */
export const buyInLineSchema = z.strictObject({
  buyIn: z.number().int(),
  at: z.string(),
  box: z.number().int(),
  bettor: z.string(),
  /** The seated player's card at the box, when one was shown. */
  player: z.string().nullable(),
  amount,
  method: z.enum(['cash', 'marker']),
  /** Who recorded it. */
  by: z.string().nullable(),
  void: z.strictObject({ at: z.string(), reason: z.string(), by: z.string().nullable() }).nullable(),
});

/**
 * A ruling's difference on a paid round: per bettor and line, what was paid and what is owed now
 * (`difference` = now − was: positive, the bettor is paid it; negative, it is collected), and
 * when the croupier said the chips moved (null: not yet).
 */
export const adjustmentLineSchema = z.strictObject({
  round: z.number().int(),
  at: z.string(),
  cause: z.enum(['card', 'void']),
  /** The corrected card (was → now), or the void's reason. */
  detail: z.string(),
  by: z.string(),
  lines: z.array(z.strictObject({ ...adjustedLineSchema.shape, difference: amount })),
  acknowledged: z.strictObject({ at: z.string(), by: z.string().nullable() }).nullable(),
});

export const croupierLineSchema = z.strictObject({
  name: z.string(),
  rounds: z.number().int(),
  hours: z.number(),
  misdeals: z.number().int(),
  corrections: z.number().int(),
  voids: z.number().int(),
});

/** A count of the tray as signed. */
export const trayCountSchema = z.strictObject({
  at: z.string(),
  amount,
  inventory: z.record(z.string(), z.number()),
  by: z.array(z.string()),
});

/** The figures of a period, a day's or a month's, as the formulas above make them. */
const figures = {
  opener: amount,
  closer: amount,
  fills: amount,
  credits: amount,
  drop: amount,
  /** Of the drop, what came as markers. */
  markers: amount,
  /** Chips sold from the tray for cash and markers. */
  chipsSold: amount,
  win: amount,
  /** win ÷ drop to four places; null on zero drop. */
  hold: z.number().nullable(),
  houseResult: amount,
  expectedCloser: amount,
  discrepancy: amount,
  rounds: z.number().int(),
  roundsPerHour: z.number(),
  /** True while the table is open at the period's end: the closer is not counted yet. */
  stillOpen: z.boolean(),
};

/** One gaming day's figures, as the report's own for that day alone (a month lists each). */
export const dayFiguresSchema = z.strictObject({ day: z.string(), ...figures });

export type DayFigures = z.infer<typeof dayFiguresSchema>;

export const shiftReportSchema = z.strictObject({
  table: z.string(),
  /** The gaming day `YYYY-MM-DD`, or the month `YYYY-MM` for month to date. */
  day: z.string(),
  /** When the gaming day starts, `HH:MM` local time. */
  gamingDayStarts: z.string(),
  ...figures,
  /** The interval the table's hold is expected in (fractions, table configuration); null: none set. */
  expectedHold: z.strictObject({ low: z.number(), high: z.number() }).nullable(),
  /** Whether the hold falls outside it, to be looked into; null without a hold or an interval. */
  holdOutside: z.boolean().nullable(),
  /** Every opener and closer of the period, in order. */
  openers: z.array(trayCountSchema),
  closers: z.array(trayCountSchema),
  /** Openers that differed from the last closer: both counts. */
  openerDiscrepancies: z.array(z.strictObject({ at: z.string(), opener: amount, closer: amount })),
  /**
   * Where the table's clock was put back: a fact (`at`) timed more than a minute before the one
   * before it (`after`). The facts are kept as recorded; the hours and days around it are suspect.
   */
  clockBack: z.array(z.strictObject({ at: z.string(), after: z.string() })),
  slips: z.array(slipLineSchema),
  /** Every buy-in of the period, void ones included: the drop is the sum of those not void. */
  buyIns: z.array(buyInLineSchema),
  /** Every ruling of the period that changed what a paid round pays, acknowledged or not. */
  adjustments: z.array(adjustmentLineSchema),
  croupiers: z.array(croupierLineSchema),
  /** The limits of the period, each with when it took effect. */
  limits: z.array(z.strictObject({ at: z.string(), min: amount, max: amount })),
  /** Each gaming day of the period with a fact of the table, oldest first: the amounts and rounds above are their sums. */
  days: z.array(dayFiguresSchema),
});

export type ShiftReport = z.infer<typeof shiftReportSchema>;
