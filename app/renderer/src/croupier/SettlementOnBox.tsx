import type { KeyOf } from '../../../i18n';
import { useText, useUnits } from '../i18n/words';
import type { RoundReport } from '../table-types';

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
}: {
  readonly lines: readonly SettledBet[];
  readonly split: boolean;
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
  return (
    <ol className="box-settlement" aria-label={t('settle.box-label')} data-testid="box-settlement">
      {lines.map((line) => (
        <li
          key={`${line.kind} ${line.hand} ${line.bettor}`}
          className={line.net > 0 ? 'pay' : line.net < 0 ? 'take' : 'push'}
          data-kind={line.kind}
        >
          <span className="bet">{t('settle.bet', { bet: betWords(line) })}</span>{' '}
          <span className="instruction">{instruction(line)}</span>
        </li>
      ))}
    </ol>
  );
}
