import { rankLabel } from '../cards';
import { dealerOnScreen } from '../dealer-on-screen';
import type { TableView } from '../table-types';
import { CardBack, CardRow } from './CardFace';

/** The dealer's hand and, in large letters, what the dealer must do now. */
export function DealerPanel({ view }: { readonly view: TableView }) {
  const dealer = dealerOnScreen(view);
  const up = dealer.faceUp[0];
  const waiting = up
    ? `dealer shows ${rankLabel(up)}${dealer.holeCardDown ? ' — hole card down' : ''}`
    : 'no dealer card yet';
  return (
    <section className="dealer" aria-label="dealer">
      <h2>Dealer</h2>
      <CardRow cards={dealer.faceUp}>{dealer.holeCardDown && <CardBack />}</CardRow>
      <output className={`banner ${dealer.tone}`} data-testid="dealer-banner">
        {dealer.banner ?? waiting}
      </output>
    </section>
  );
}
