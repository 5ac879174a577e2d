import type { Phase } from '../../../contract';
import type { KeyOf } from '../../../i18n';
import { cardText } from '../cards';
import { useText } from '../i18n/words';
import type { HandReport, RoundReport } from '../table-types';
import { Cards } from './Cards';
import type { ReviewWords } from './review-words';

type T = ReviewWords['t'];
type ReviewKey = KeyOf<'review'>;

// Each word written out as a key, so the catalogue test sees every one of them used.
const PHASE_KEYS = {
  betting: 'review.phase.betting',
  dealing: 'review.phase.dealing',
  insurance: 'review.phase.insurance',
  players: 'review.phase.players',
  offer: 'review.phase.offer',
  dealer: 'review.phase.dealer',
  settled: 'review.phase.settled',
  resume: 'review.phase.resume',
} as const satisfies Record<Phase, ReviewKey>;

const STATUS_KEYS: Readonly<Record<string, ReviewKey>> = {
  open: 'review.status.open',
  stood: 'review.status.stood',
  bust: 'review.status.bust',
  blackjack: 'review.status.blackjack',
  doubled: 'review.status.doubled',
  surrendered: 'review.status.surrendered',
  'even money': 'review.status.even-money',
};

const SOURCE_KEYS: Readonly<Record<string, ReviewKey>> = {
  shoe: 'review.source.shoe',
  keyboard: 'review.source.keyboard',
  simulator: 'review.source.simulator',
  system: 'review.source.system',
  script: 'review.source.script',
};

/** Where the round stands, in the pit boss's words. */
export const phaseSaid = (t: T, phase: Phase): string => t(PHASE_KEYS[phase]);

/** A hand's status as the engine's report names it ("stood", "even money"...); an unknown one as it is. */
const statusSaid = (t: T, status: string): string => {
  const key = STATUS_KEYS[status];
  return key ? t(key) : status;
};

/** Where a fact came from; an unknown source as it is. */
export const sourceSaid = (t: T, source: string): string => {
  const key = SOURCE_KEYS[source];
  return key ? t(key) : source;
};

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
