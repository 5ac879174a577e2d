import { cardText } from '../cards';
import type { TableView } from '../table-types';
import type { Act } from '../use-table';
import { CardFace } from './CardFace';

/** A misdealt card on offer: the box asked now takes it or passes, and the offer goes round. */
export function MisdealOffer({
  offer,
  act,
}: {
  readonly offer: NonNullable<TableView['offer']>;
  readonly act: Act;
}) {
  return (
    <section className="offer" aria-label="misdealt card offer">
      <h2>Misdealt card on offer</h2>
      <div className="offer-line">
        <CardFace card={offer.card} />
        <span>
          {cardText(offer.card)} is offered to box {offer.to}
        </span>
      </div>
      <button
        type="button"
        onClick={() =>
          void act('submitInput', { input: { type: 'take', box: offer.to } }, `box ${offer.to} takes`)
        }
      >
        Box {offer.to} takes it
      </button>
      <button
        type="button"
        onClick={() => void act('submitInput', { input: { type: 'pass' } }, `box ${offer.to} passes`)}
      >
        Pass
      </button>
    </section>
  );
}
