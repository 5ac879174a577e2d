import type { TableMessage } from '../../../contract';
import { rankLabel } from '../cards';
import { dealerOnScreen } from '../dealer-on-screen';
import type { TableView } from '../table-types';
import { CardBack, CardRow } from './CardFace';

/** The dealer's hand and, in large letters, what the dealer must do now. */
export function DealerPanel({
  view,
  holeCard,
}: {
  readonly view: TableView;
  readonly holeCard: TableMessage['holeCard'];
}) {
  const dealer = dealerOnScreen(view, holeCard);
  const up = dealer.faceUp[0];
  // A misdealt card nobody took is the dealer's second card while the players still act.
  const waiting =
    dealer.faceUp.length > 1
      ? `dealer shows ${dealer.faceUp.map(rankLabel).join(' ')} (${view.round.dealer.total})`
      : up
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
