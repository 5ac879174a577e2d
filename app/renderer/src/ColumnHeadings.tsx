import type { KeyOf, Namespace } from '../../i18n';
import { useText } from './i18n/words';

/** A column's heading as a catalogue key, and whether it heads numbers. */
export type Column<N extends Namespace> = readonly [heading: KeyOf<N>, numbers: boolean];

/** A table's column headings; a column of numbers is aligned right, as the numbers below it. */
export function ColumnHeadings<N extends Namespace>({
  namespace,
  columns,
}: {
  readonly namespace: N;
  readonly columns: readonly Column<N>[];
}) {
  const t = useText(namespace);
  return (
    <thead>
      <tr>
        {columns.map(([key, numbers]) => (
          <th key={key} scope="col" className={numbers ? 'number' : undefined}>
            {t(key)}
          </th>
        ))}
      </tr>
    </thead>
  );
}
