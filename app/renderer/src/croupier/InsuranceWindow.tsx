import type { BoxReport } from '../table-types';
import type { Act } from '../use-table';

/**
 * The insurance window after an ace up-card: each box's owner may insure for half the stake (the
 * amount the six-deck tables require; another amount is keyed, e.g. "i2 3"), a natural may take
 * even money where the table allows it, and the croupier closes the window.
 */
export function InsuranceWindow({ boxes, act }: { readonly boxes: readonly BoxReport[]; readonly act: Act }) {
  return (
    <section className="insurance" aria-label="insurance">
      <h2>Insurance open — dealer shows an ace</h2>
      <ul>
        {boxes.map((box) => {
          const owner = box.bettors[0];
          if (!owner) return null;
          const half = Math.floor((owner.stake / 2) * 100) / 100;
          const natural = box.hands.some((hand) => hand.status === 'blackjack');
          return (
            <li key={box.box}>
              <span>
                Box {box.box} ({owner.bettor} {owner.stake})
              </span>
              <button
                type="button"
                onClick={() =>
                  void act(
                    'submitInput',
                    { input: { type: 'insurance', box: box.box, amount: half, bettor: owner.bettor } },
                    `insure box ${box.box} for ${half}`,
                  )
                }
              >
                Insure {half}
              </button>
              {natural && (
                <button
                  type="button"
                  onClick={() =>
                    void act(
                      'submitInput',
                      { input: { type: 'even-money', box: box.box } },
                      `even money on box ${box.box}`,
                    )
                  }
                >
                  Even money
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
        onClick={() => void act('submitInput', { input: { type: 'insurance-closed' } }, 'close insurance')}
      >
        <kbd>N</kbd> Close insurance
      </button>
    </section>
  );
}
