import { useText, useUnits } from '../i18n/words';
import type { BoxReport } from '../table-types';
import type { Act } from '../use-table';

/**
 * The insurance window after an ace up-card: each box's owner may insure for half the stake (the
 * amount the six-deck tables require; another amount is keyed, e.g. "i2 3"), a natural may take
 * even money where the table allows it, and the croupier closes the window.
 */
export function InsuranceWindow({
  boxes,
  evenMoney,
  act,
}: {
  readonly boxes: readonly BoxReport[];
  /** The table pays even money: a natural is offered it. */
  readonly evenMoney: boolean;
  readonly act: Act;
}) {
  const t = useText('screen');
  const units = useUnits();
  return (
    <section className="insurance" aria-label={t('phase.insurance')}>
      <h2>{t('insurance.title')}</h2>
      <ul>
        {boxes.map((box) => {
          const owner = box.bettors[0];
          if (!owner) return null;
          const half = Math.floor((owner.stake / 2) * 100) / 100;
          const natural = evenMoney && box.hands.some((hand) => hand.status === 'blackjack');
          const insured = box.insurance.some((insurance) => insurance.bettor === owner.bettor);
          return (
            <li key={box.box} data-box={box.box}>
              <span>
                {t('insurance.box', { box: box.box, bettor: owner.bettor, stake: units(owner.stake) })}
              </span>
              <button
                type="button"
                disabled={insured}
                onClick={() =>
                  void act(
                    'submitInput',
                    { input: { type: 'insurance', box: box.box, amount: half, bettor: owner.bettor } },
                    t('act.insure', { box: box.box, amount: units(half) }),
                  )
                }
              >
                {t('insurance.insure', { amount: units(half) })}
              </button>
              {natural && (
                <button
                  type="button"
                  onClick={() =>
                    void act(
                      'submitInput',
                      { input: { type: 'even-money', box: box.box } },
                      t('act.even-money', { box: box.box }),
                    )
                  }
                >
                  {t('insurance.even-money')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="close-insurance"
        aria-keyshortcuts="n"
        onClick={() =>
          void act('submitInput', { input: { type: 'insurance-closed' } }, t('act.close-insurance'))
        }
      >
        <kbd>N</kbd> {t('insurance.close')}
      </button>
    </section>
  );
}
