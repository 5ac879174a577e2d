import type { Phase } from '../../../contract';
import { cardText } from '../cards';
import { useText } from '../i18n/words';
import type { HandReport, RoundReport } from '../table-types';
import { Cards } from './Cards';
import type { ReviewWords } from './review-words';

type T = ReviewWords['t'];

/** Where the round stands, in the pit boss's words. */
export function phaseSaid(t: T, phase: Phase): string {
  switch (phase) {
    case 'betting':
      return t('review.phase.betting');
    case 'dealing':
      return t('review.phase.dealing');
    case 'insurance':
      return t('review.phase.insurance');
    case 'players':
      return t('review.phase.players');
    case 'offer':
      return t('review.phase.offer');
    case 'dealer':
      return t('review.phase.dealer');
    case 'settled':
      return t('review.phase.settled');
    case 'resume':
      return t('review.phase.resume');
    default:
      return phase satisfies never;
  }
}

/** A hand's status as the engine's report names it ("stood", "even money"...). */
function statusSaid(t: T, status: string): string {
  switch (status) {
    case 'open':
      return t('review.status.open');
    case 'stood':
      return t('review.status.stood');
    case 'bust':
      return t('review.status.bust');
    case 'blackjack':
      return t('review.status.blackjack');
    case 'doubled':
      return t('review.status.doubled');
    case 'surrendered':
      return t('review.status.surrendered');
    case 'even money':
      return t('review.status.even-money');
    default:
      return status;
  }
}

/** Where a fact came from. */
export function sourceSaid(t: T, source: string): string {
  switch (source) {
    case 'shoe':
      return t('review.source.shoe');
    case 'keyboard':
      return t('review.source.keyboard');
    case 'simulator':
      return t('review.source.simulator');
    case 'system':
      return t('review.source.system');
    case 'script':
      return t('review.source.script');
    default:
      return source;
  }
}

/** One hand of a box: its cards, its total and where it stands. */
export function HandLine({
  hand,
  index,
  split,
}: {
  readonly hand: HandReport;
  readonly index: number;
  readonly split: boolean;
}) {
  const t = useText('review');
  return (
    <div className="replay-hand" data-status={hand.status} data-total={hand.total}>
      {split && <span className="review-muted">{t('review.table.hand', { hand: index + 1 })} </span>}
      <Cards cards={hand.cards} />
      {hand.cards.length > 0 && (
        <span className="replay-total">
          {t(hand.soft ? 'review.table.soft' : 'review.table.hard', { total: hand.total })} ·{' '}
          {statusSaid(t, hand.status)}
        </span>
      )}
    </div>
  );
}

type Misdeal = RoundReport['misdeals'][number];

function resolutionSaid(t: T, misdeal: Misdeal): string {
  switch (misdeal.resolution) {
    case 'on-offer':
      return t('review.resolution.on-offer');
    case 'taken':
      return t('review.resolution.taken', { box: misdeal.takenBy?.box ?? '—' });
    case 'dealer-second-card':
      return t('review.resolution.dealer-second-card');
    case 'burned':
      return t('review.resolution.burned');
    default:
      return misdeal.resolution;
  }
}

/** A misdealt card and how it ended. */
export function MisdealLine({ misdeal }: { readonly misdeal: Misdeal }) {
  const t = useText('review');
  return (
    <p className="flag flag-misdeal" data-resolution={misdeal.resolution}>
      {t('review.table.misdeal', { card: cardText(misdeal.card), resolution: resolutionSaid(t, misdeal) })}
    </p>
  );
}
