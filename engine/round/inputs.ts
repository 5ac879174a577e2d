import { z } from 'zod';
import { type Card, parseCard } from '../cards/card.js';
import { MAX_UNITS } from '../money.js';
import { codeOf, ok, type Result, refuse } from '../result.js';
import { fieldError, inputRefusal, NAME_MAX_LENGTH, UNPRINTABLE_IN_NAMES } from './input-sentences.js';

/**
 * What a croupier, a shoe reader or a script can say to the table. The same vocabulary is a line
 * of a table script (JSON Lines), a keyed command, a decoded shoe frame and, later, a dashboard
 * request. Inputs are requests; the round decides whether each is accepted.
 */

/** At least 1; whether the box exists is the table's to say (its profile has the number of boxes). */
const box = z.number(fieldError('box')).int().min(1);
/**
 * An amount in table units: finite, above 0, at most `MAX_UNITS` (its two decimals are checked when
 * it is converted to minor units).
 */
const amount = (field: 'amount' | 'min' | 'max') =>
  z.number(fieldError(field)).positive().max(MAX_UNITS, fieldError(field));
/** A person's name: printable (see `UNPRINTABLE_IN_NAMES`), at most `NAME_MAX_LENGTH` characters. */
const name = (field: 'bettor' | 'player') =>
  z
    .string(fieldError(field))
    .trim()
    .min(1)
    .max(NAME_MAX_LENGTH)
    .refine((text) => !UNPRINTABLE_IN_NAMES.test(text), fieldError(field));
const bettor = name('bettor');
/**
 * A card is read into a `Card` where text comes in (a script line, a request off the wire), so it
 * travels as a `Card` from there, as it does from the shoe reader's codec and the key-in parser.
 */
const card = z
  .string(fieldError('card'))
  .min(1)
  .max(8)
  .transform((text, context): Card => {
    const parsed = parseCard(text);
    if (parsed.ok) return parsed.value;
    context.issues.push({ code: 'custom', message: codeOf(parsed.refusal), input: text });
    return z.NEVER;
  });

/** A count by denomination: chip value (table units, as text) → chips; the table's chip set is the table's to check. */
const inventory = z.record(z.string(), z.number());
/** Who signs a record; the live table fills in the names behind the PINs it checked. */
const signer = z
  .string()
  .trim()
  .min(1)
  .max(NAME_MAX_LENGTH)
  .refine((text) => !UNPRINTABLE_IN_NAMES.test(text));
const by = z
  .strictObject({
    croupier: signer.optional(),
    supervisor: signer.optional(),
    cashier: signer.optional(),
    runner: signer.optional(),
  })
  .optional();
const slip = z.string().trim().min(1).max(20);
/** Why a slip is voided, as the slip's VOID line reads. */
const reason = z.string().trim().min(1).max(200);

/**
 * The signed records of the table's books, each as a script line writes it; the live table takes
 * the same records without `by` and signs them with the names behind the PINs it checked.
 */
export const booksRecordInputs = [
  /** The opener: the tray counted by denomination as the table opens. */
  z.strictObject({ type: z.literal('table-open'), inventory, by }),
  /** The closer: the tray counted as the table closes. */
  z.strictObject({ type: z.literal('table-close'), inventory, by }),
  z.strictObject({ type: z.literal('fill'), slip, inventory, by }),
  z.strictObject({ type: z.literal('credit'), slip, inventory, by }),
  z.strictObject({ type: z.literal('slip-void'), slip, reason, by }),
] as const;

/** A limit change and a change of croupier: the pit boss's to make at a live table. */
export const tableChangeInputs = [
  /** New table limits, from the next round. */
  z.strictObject({ type: z.literal('limits'), min: amount('min'), max: amount('max') }),
  /** The croupier on duty from now. */
  z.strictObject({ type: z.literal('croupier'), name: name('player') }),
  /** A buy-in struck out, by its number in the table's series (the first 1), with the reason. */
  z.strictObject({ type: z.literal('buy-in-void'), buyIn: z.number().int().min(1), reason }),
] as const;

/**
 * The staff register and the croupier on duty. A badge's form and a name's length are the
 * register's rules to say (decideStaff). In a script, a trusted replay of a sheet, `by` names the
 * manager who made a change (absent: the register's first manager, or the first person enrolling
 * themself); a live table takes these only with the PINs behind them.
 */
const badge = z.string().trim().min(1).max(40);
const author = badge.optional();
export const staffInputs = [
  z.strictObject({
    type: z.literal('staff'),
    badge,
    name: z.string().max(200),
    roles: z.array(z.string()).max(12),
    by: author,
  }),
  z.strictObject({ type: z.literal('staff-roles'), badge, roles: z.array(z.string()).max(12), by: author }),
  z.strictObject({ type: z.literal('staff-disable'), badge, reason, by: author }),
  /** A croupier takes the table, relieving the one on duty. */
  z.strictObject({ type: z.literal('sign-in'), badge }),
  /** The croupier on duty leaves the table, with nobody in their place. */
  z.strictObject({ type: z.literal('sign-out'), badge }),
] as const;

export const tableInput = z.discriminatedUnion('type', [
  /** First line of a script: which table, and its limits (defaults from the profile). */
  z.strictObject({
    type: z.literal('table'),
    profile: z.string(fieldError('profile')).min(1),
    min: amount('min').optional(),
    max: amount('max').optional(),
  }),
  /**
   * A player sits at a box; at a seat-holder table the seated player decides for the box from then on.
   * Without `name`, `player` is the seated name of an anonymous player; with it, `player` is the
   * number of the player's card (rated, see `PLAYER_CARD`) and `name` the seated name.
   */
  z.strictObject({ type: z.literal('seat'), box, player: name('player'), name: name('player').optional() }),
  /** The seated player of a box leaves it: a rated player's session ends here. */
  z.strictObject({ type: z.literal('leave'), box }),
  z.strictObject({ type: z.literal('bet'), box, amount: amount('amount'), bettor: bettor.optional() }),
  z.strictObject({ type: z.literal('deal') }),
  /** The next card out of the shoe, as the reader or the croupier reports it (text in any accepted spelling). */
  z.strictObject({ type: z.literal('card'), card }),
  /** A marker that the hand on turn asked for a card; the card itself is the next `card`. */
  z.strictObject({ type: z.literal('hit') }),
  z.strictObject({ type: z.literal('stand') }),
  z.strictObject({ type: z.literal('double'), amount: amount('amount').optional() }),
  z.strictObject({ type: z.literal('split') }),
  /** Surrender the hand on turn, or (where the profile allows) a box before its turn. */
  z.strictObject({ type: z.literal('surrender'), box: box.optional() }),
  z.strictObject({ type: z.literal('insurance'), box, amount: amount('amount'), bettor: bettor.optional() }),
  z.strictObject({ type: z.literal('even-money'), box, bettor: bettor.optional() }),
  z.strictObject({ type: z.literal('insurance-closed') }),
  /** The croupier marks the last card as drawn by mistake. */
  z.strictObject({ type: z.literal('misdeal') }),
  /** Answers to a misdealt-card offer, in the order the offer goes round. */
  z.strictObject({ type: z.literal('take'), box }),
  z.strictObject({ type: z.literal('pass') }),
  /** A new shoe (six-deck tables) or the home game's reshuffle. */
  z.strictObject({ type: z.literal('shuffle') }),
  /** The home game's next session, once the agreed rounds are played: every player's chips start again. */
  z.strictObject({ type: z.literal('new-session') }),
  /** The croupier has collected and paid what a ruling on a paid round asked (its notice goes). */
  z.strictObject({ type: z.literal('adjustment-done'), round: z.number().int().min(1) }),
  // The table's books (table accounting).
  ...booksRecordInputs,
  /** Chips sold at the box for cash or a marker (the drop). */
  z.strictObject({
    type: z.literal('buy-in'),
    box,
    amount: amount('amount'),
    bettor: bettor.optional(),
    method: z.enum(['cash', 'marker']).optional(),
    /** Said again after the table asked: an amount far above the table's maximum is what was meant. */
    confirmed: z.literal(true).optional(),
    /** Said again after the table asked: the patron's identification was seen (their day's cash goes over the report level). */
    identified: z.literal(true).optional(),
  }),
  ...tableChangeInputs,
  ...staffInputs,
]);

export type TableInput = z.infer<typeof tableInput>;
/** An input as text brings it (a script line, a request off the wire): its card not read yet. */
export type TableInputText = z.input<typeof tableInput>;
export type TableInputType = TableInput['type'];
export type InputOf<T extends TableInputType> = Extract<TableInput, { type: T }>;

const TABLE_INPUT_TYPES: readonly string[] = tableInput.options.map((option) => option.shape.type.value);

/** A table input as received (a script line, a request body): the input, or a refusal in the table's words. */
export function readTableInput(raw: unknown): Result<TableInput> {
  const parsed = tableInput.safeParse(raw);
  return parsed.success
    ? ok(parsed.data)
    : refuse(inputRefusal(raw, parsed.error.issues[0], TABLE_INPUT_TYPES));
}
