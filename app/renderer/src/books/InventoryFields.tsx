import { useText, useUnits } from '../i18n/words';

/** What the pit boss typed, chip value (table units, as text) → the count as typed. */
export type CountsTyped = Readonly<Record<string, string>>;

/** A chip value as an inventory's key: table units as text, "25", "0.5". */
export const chipKey = (value: number): string => String(value);

/** The count typed for one chip value, read as a number (an empty field is none). */
const countOf = (typed: string | undefined): number =>
  typed === undefined || typed.trim() === '' ? 0 : Number(typed);

/**
 * The inventory the table receives: every value counted (0 left out, as a tray without that chip).
 * A count that is no whole number goes as typed, for the table to refuse with its sentence.
 */
export function inventoryOf(chips: readonly number[], typed: CountsTyped): Record<string, number> {
  const inventory: Record<string, number> = {};
  for (const chip of chips) {
    const count = countOf(typed[chipKey(chip)]);
    if (count !== 0) inventory[chipKey(chip)] = count;
  }
  return inventory;
}

/** The value of what is typed, in table units; NaN where a count is not a number. */
export function totalOf(chips: readonly number[], typed: CountsTyped): number {
  // In cents, so 0.5 × 3 adds up exactly.
  let cents = 0;
  for (const chip of chips) cents += Math.round(chip * 100) * countOf(typed[chipKey(chip)]);
  return cents / 100;
}

/** The count by denomination: one line per chip of the table, its value beside it, the total live. */
export function InventoryFields({
  chips,
  typed,
  onTyped,
  id,
}: {
  readonly chips: readonly number[];
  readonly typed: CountsTyped;
  readonly onTyped: (typed: CountsTyped) => void;
  /** Prefixes the fields' ids: two forms on one page never share one. */
  readonly id: string;
}) {
  const t = useText('review');
  const units = useUnits();
  const total = totalOf(chips, typed);
  const shown = (value: number) => (Number.isFinite(value) ? units(value) : '—');
  return (
    <table className="inventory" data-testid="inventory">
      <caption className="visually-hidden">{t('review.books.inventory')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('review.books.column.chip')}</th>
          <th scope="col">{t('review.books.column.count')}</th>
          <th scope="col">{t('review.books.column.value')}</th>
        </tr>
      </thead>
      <tbody>
        {chips.map((chip) => {
          const key = chipKey(chip);
          const field = `${id}-chip-${key}`;
          return (
            <tr key={key} data-chip={key}>
              <th scope="row">
                <label htmlFor={field}>{units(chip)}</label>
              </th>
              <td>
                <input
                  id={field}
                  type="number"
                  inputMode="numeric"
                  // Any number goes to the table, which refuses a negative or broken count in its own words.
                  step="any"
                  value={typed[key] ?? ''}
                  onChange={(event) => onTyped({ ...typed, [key]: event.target.value })}
                />
              </td>
              <td className="number" data-testid="line-value">
                {shown(chip * countOf(typed[key]))}
              </td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            {t('review.books.total')}
          </th>
          <td
            className="number"
            data-testid="inventory-total"
            data-total={Number.isFinite(total) ? total : ''}
          >
            {shown(total)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
