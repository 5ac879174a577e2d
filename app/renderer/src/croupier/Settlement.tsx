import type { RoundReport } from '../table-types';

const toneOf = (line: string): string =>
  line.startsWith('pay') ? 'pay' : line.startsWith('take') ? 'take' : 'push';

/** The settled round as the croupier pays it: one instruction per bet, then each bettor's net. */
export function Settlement({ round }: { readonly round: RoundReport }) {
  if (round.voided)
    return (
      <section className="settlement void" aria-label="settlement">
        <h2>Round {round.round} void — every stake goes back</h2>
        <p>
          {round.voided.reason} ({round.voided.author})
        </p>
      </section>
    );
  if (round.settlement.length === 0) return null;
  return (
    <section className="settlement" aria-label="settlement">
      <h2>Settle round {round.round}</h2>
      <ol data-testid="settlement">
        {round.settlement.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: instructions are fixed once the round settles
          <li key={index} className={toneOf(line)}>
            {line}
          </li>
        ))}
      </ol>
      <p className="nets">
        {Object.entries(round.net)
          .map(([bettor, net]) => `${bettor} ${net > 0 ? '+' : ''}${net}`)
          .join(' · ')}
      </p>
    </section>
  );
}
