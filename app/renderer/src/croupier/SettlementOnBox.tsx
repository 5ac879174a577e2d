import type { CSSProperties } from 'react';
import type { KeyOf } from '../../../i18n';
import { useText, useUnits } from '../i18n/words';
import type { RoundReport } from '../table-types';

/** More lines than this on one box and they are set compact. */
const MANY_LINES = 3;

export type SettledBet = RoundReport['settlementLines'][number];

// Each bet but the hand written out as a key, so the catalogue test sees every one used.
const BET_KEYS = {
  insurance: 'settle.insurance',
  'even-money': 'settle.even-money',
  surrender: 'settle.surrender',
} as const satisfies Record<Exclude<SettledBet['kind'], 'hand'>, KeyOf<'screen'>>;

/**
 * What the croupier does with the chips on one box once the round is settled: one line per bet and
 * bettor, named for the bet (the hand, hand 1 and hand 2 after a split, the insurance, even money).
 */
export function SettlementOnBox({
  lines,
  split,
  sideBySide = false,
}: {
  readonly lines: readonly SettledBet[];
  readonly split: boolean;
  /** Each bet's lines in two columns, as a wide box lays out its split hands above them. */
  readonly sideBySide?: boolean;
}) {
  const t = useText('screen');
  const units = useUnits();
  if (lines.length === 0) return null;
  const betWords = (line: SettledBet): string =>
    line.kind !== 'hand'
      ? t(BET_KEYS[line.kind])
      : split
        ? t('hand.label', { hand: line.hand + 1 })
        : t('settle.hand');
  const instruction = ({ bettor, net, staked }: SettledBet): string =>
    net > 0
      ? t('settle.pay', { bettor, amount: units(net) })
      : net < 0
        ? t('settle.take', { bettor, amount: units(-net) })
        : t('settle.push', { bettor, amount: units(staked) });
  const places = gridPlaces(lines);
  return (
    // A split box of three bettors with insurance has fifteen lines: they go small, side by side.
    <ol
      className={`box-settlement${lines.length > MANY_LINES ? ' many' : ''}`}
      aria-label={t('settle.box-label')}
      data-testid="box-settlement"
    >
      {lines.map((line, index) => (
        <li
          key={`${line.kind} ${line.hand} ${line.bettor}`}
          className={line.net > 0 ? 'pay' : line.net < 0 ? 'take' : 'push'}
          data-kind={line.kind}
          style={sideBySide ? places[index] : undefined}
        >
          {/* The bet named once for its bettors on a crowded box; a screen reader hears it on each. */}
          <span className={`bet${repeats(lines, index) ? ' repeat' : ''}`}>
            {t('settle.bet', { bet: betWords(line) })}
          </span>{' '}
          <span className="instruction">{instruction(line)}</span>
        </li>
      ))}
    </ol>
  );
}

/** The line's bet is the one the line before named (the same hand's next bettor, the next insurance). */
function repeats(lines: readonly SettledBet[], index: number): boolean {
  const before = lines[index - 1];
  const line = lines[index];
  return before !== undefined && line !== undefined && before.kind === line.kind && before.hand === line.hand;
}

/**
 * Where each line sits when the bets go side by side: the lines of one bet (a hand's bettors, the
 * insurance) down one column, bet after bet left then right, so hand 1 and hand 2 read as they lie.
 */
function gridPlaces(lines: readonly SettledBet[]): CSSProperties[] {
  const starts = lines.map((_, index) => !repeats(lines, index));
  const groups: number[] = [];
  const positions: number[] = [];
  let group = -1;
  let position = 0;
  for (const start of starts) {
    if (start) {
      group += 1;
      position = 0;
    } else position += 1;
    groups.push(group);
    positions.push(position);
  }
  const rows = Math.max(...positions) + 1;
  // An odd last bet (the insurance under four hands) has the row to itself: its lines use both columns.
  const alone = group % 2 === 0 ? group : -1;
  return groups.map((bet, index) => {
    const position = positions[index] ?? 0;
    const base = Math.floor(bet / 2) * rows;
    return bet === alone
      ? { gridColumn: (position % 2) + 1, gridRow: base + Math.floor(position / 2) + 1 }
      : { gridColumn: (bet % 2) + 1, gridRow: base + position + 1 };
  });
}
