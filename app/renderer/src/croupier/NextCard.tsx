import type { Act } from '../use-table';

/** Where the next card out of the shoe goes, and the simulated shoe's "pull a card". */
export function NextCard({
  nextCard,
  expected = !nextCard.startsWith('no card'),
  simulator,
  act,
}: {
  readonly nextCard: string;
  /** Whether a card is expected at all (the words are in the screen's language). */
  readonly expected?: boolean;
  readonly simulator: boolean;
  readonly act: Act;
}) {
  return (
    <section className={`next-card ${expected ? 'expected' : 'idle'}`} aria-label="next card">
      <span className="label">Next card →</span>
      <output className="target" data-testid="next-card">
        {nextCard}
      </output>
      {simulator && (
        <button
          type="button"
          className="pull"
          onClick={() => void act('pullSimulatedCard', {}, 'pull a card')}
        >
          Pull a card
        </button>
      )}
    </section>
  );
}
