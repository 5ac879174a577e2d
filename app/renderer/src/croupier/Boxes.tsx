import type { CSSProperties, ReactNode } from 'react';
import { useText, useUnits } from '../i18n/words';
import type { BoxReport, HandReport, OnTurn, RoundReport } from '../table-types';
import { CardRow } from './CardFace';
import { type SettledBet, SettlementOnBox } from './SettlementOnBox';

type ScreenText = ReturnType<typeof useText<'screen'>>;

/**
 * The layout as the table is: every box of the profile, left to right as the croupier deals, an
 * empty place where nobody bet. Each box shows its bettors and stakes, doubles, splits and
 * insurance, and once the round is settled what to pay and take there. Before the first bet a
 * sentence above the places says how to place one.
 */
export function Boxes({
  places,
  round,
  onTurn,
  empty,
}: {
  readonly places: number;
  readonly round: RoundReport;
  readonly onTurn: OnTurn | null;
  /** What the empty layout says: how to place the first bet. */
  readonly empty: ReactNode;
}) {
  const t = useText('screen');
  const numbers = Array.from({ length: places }, (_, index) => index + 1);
  // Every place keeps its spot on the layout; a box with a bet gets more of the width than an empty
  // one, and a split box more for each hand, so four hands and their payouts fit side by side.
  const columns = numbers
    .map((number) => {
      const hands = round.boxes.find((box) => box.box === number)?.hands.length;
      return `minmax(0, ${hands === undefined ? 1 : 1.7 + 1.1 * Math.max(0, hands - 1)}fr)`;
    })
    .join(' ');
  return (
    <>
      {round.boxes.length === 0 && <p className="boxes empty">{empty}</p>}
      <section className="boxes" aria-label={t('boxes.label')} style={{ gridTemplateColumns: columns }}>
        {numbers.map((number) => {
          const box = round.boxes.find((candidate) => candidate.box === number);
          if (!box)
            return (
              <article key={number} className="box empty" data-box={number}>
                <header>
                  <span className="box-number">{t('box.title', { box: number })}</span>
                </header>
                <p className="no-bet">{t('box.no-bet')}</p>
              </article>
            );
          return (
            <BoxPanel
              key={number}
              box={box}
              settled={round.settlementLines.filter((line) => line.box === number)}
              onTurnHand={onTurn?.box === number ? onTurn.hand : null}
            />
          );
        })}
      </section>
    </>
  );
}

function BoxPanel({
  box,
  settled,
  onTurnHand,
}: {
  readonly box: BoxReport;
  readonly settled: readonly SettledBet[];
  readonly onTurnHand: number | null;
}) {
  const t = useText('screen');
  const units = useUnits();
  const split = box.hands.length > 1;
  return (
    <article
      className={`box${onTurnHand !== null ? ' on-turn' : ''}${box.hands.length > 2 ? ' wide' : ''}`}
      data-box={box.box}
      // A wide box lists its bettors in one column and their insurance beside them.
      style={{ '--bettors': box.bettors.length } as CSSProperties}
    >
      <header>
        <span className="box-number">{t('box.title', { box: box.box })}</span>
        {box.bettors.length > 1 && <span className="decider">{t('box.decides', { name: box.decider })}</span>}
      </header>
      <ul className="stakes" data-testid="box-stakes">
        {box.bettors.map((bettor) => (
          <li key={bettor.bettor} className="stake">
            <span className="bettor">{bettor.bettor}</span> <strong>{units(bettor.stake)}</strong>
          </li>
        ))}
        {box.insurance.map((insured) => (
          <li key={`insurance ${insured.bettor}`} className="stake insured" data-testid="box-insurance">
            <span className="what">{t('box.insurance')}</span>{' '}
            <span className="bettor">{insured.bettor}</span> <strong>{units(insured.amount)}</strong>
          </li>
        ))}
      </ul>
      <div className={`hands${split ? ' split' : ''}`}>
        {box.hands.map((hand, index) => (
          <Hand
            // A hand's place in its box is its identity: split hands never move.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            hand={hand}
            label={split ? t('hand.label', { hand: index + 1 }) : null}
            onTurn={onTurnHand === index}
            namesBettors={box.bettors.length > 1}
            t={t}
          />
        ))}
      </div>
      <SettlementOnBox lines={settled} split={split} sideBySide={box.hands.length > 2} />
    </article>
  );
}

const STATUS_WORDS = {
  open: 'hand.status-open',
  stood: 'hand.status-stood',
  doubled: 'hand.status-doubled',
  blackjack: 'hand.status-blackjack',
  bust: 'hand.status-bust',
  'even money': 'hand.status-even-money',
  surrendered: 'hand.status-surrendered',
} as const;

const statusWords = (status: string, t: ScreenText): string =>
  status in STATUS_WORDS ? t(STATUS_WORDS[status as keyof typeof STATUS_WORDS]) : status;

function Hand({
  hand,
  label,
  onTurn,
  namesBettors,
  t,
}: {
  readonly hand: HandReport;
  readonly label: string | null;
  readonly onTurn: boolean;
  /** A box with back-bettors says whose stake each double added to. */
  readonly namesBettors: boolean;
  readonly t: ScreenText;
}) {
  const units = useUnits();
  const doubled = hand.stakes.filter((stake) => stake.doubled > 0);
  return (
    <div className={`hand status-${hand.status.replace(' ', '-')}${onTurn ? ' on-turn' : ''}`}>
      {label && <span className="hand-label">{label}</span>}
      <CardRow cards={hand.cards} />
      {hand.cards.length > 0 && (
        <div className="hand-line">
          <span className="total" data-testid="hand-total">
            {t(hand.soft ? 'hand.total-soft' : 'hand.total-hard', { total: hand.total })}
          </span>
          <span className="status">{onTurn ? t('hand.on-turn') : statusWords(hand.status, t)}</span>
        </div>
      )}
      {doubled.map((stake) => (
        <div key={stake.bettor} className="doubled" data-testid="hand-doubled">
          {namesBettors && `${stake.bettor} `}
          {t('box.doubled', { amount: units(stake.doubled) })}
        </div>
      ))}
    </div>
  );
}
