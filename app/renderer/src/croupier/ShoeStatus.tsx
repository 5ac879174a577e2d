import type { RoundReport, TableView } from '../table-types';
import type { Act } from '../use-table';

/** Cards out, penetration, where the cut card lies, and the shuffle when it is due. */
export function ShoeStatus({
  shoe,
  round,
  act,
}: {
  readonly shoe: TableView['shoe'];
  readonly round: RoundReport;
  readonly act: Act;
}) {
  const penetration = Math.round((shoe.cardsOut / shoe.cardsInShoe) * 100);
  const cut =
    shoe.cutCardAt === null
      ? 'the deck is gathered and shuffled after every round'
      : round.cutCardCameOut || shoe.shuffleDue
        ? 'the cut card is out'
        : `cut card at ${shoe.cutCardAt} — ${shoe.cutCardAt - shoe.cardsOut} cards to go`;
  return (
    <section className={`shoe${shoe.shuffleDue ? ' shuffle-due' : ''}`} aria-label="shoe">
      <h2>Shoe</h2>
      <p data-testid="shoe-status">
        {shoe.cardsOut} of {shoe.cardsInShoe} cards out · {penetration}% dealt
      </p>
      <meter min={0} max={shoe.cardsInShoe} value={shoe.cardsOut} high={shoe.cutCardAt ?? undefined}>
        {penetration}%
      </meter>
      <p>{cut}</p>
      {round.backupDeckOpened && <p>The backup deck was opened this round.</p>}
      {shoe.shuffleDue && (
        <button
          type="button"
          onClick={() => void act('submitInput', { input: { type: 'shuffle' } }, 'shuffle')}
        >
          Shuffle — new shoe
        </button>
      )}
    </section>
  );
}
