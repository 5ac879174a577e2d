import { type ReactNode, useId, useState } from 'react';
import type { ReplayStep, RoundReport } from '../../../contract';
import { cardText } from '../cards';
import { useText, useWords } from '../i18n/words';
import { WhoFields } from '../WhoFields';
import {
  type CardPoint,
  type HandCards,
  handsWithCards,
  namesHoleCardDown,
  pointAtStep,
} from './card-places';
import type { ReviewClient } from './review-client';
import { type Said, type SentAnswer, saidOf, TableAnswer, useTableAnswer } from './TableAnswer';

type Ruling = 'correct' | 'void' | 'note';

/** One ruling's form: its own fields, then who rules and the PIN; the server's answer below. */
function RulingForm({
  title,
  label,
  disabled,
  children,
  onSubmit,
  onCancel,
}: {
  readonly title: string;
  readonly label: string;
  readonly disabled?: boolean;
  readonly children: ReactNode;
  readonly onSubmit: (who: { operator: string; pin: string }) => Promise<Said>;
  readonly onCancel: () => void;
}) {
  const t = useText('review');
  const [operator, setOperator] = useState('');
  const [pin, setPin] = useState('');
  const { said, busy, submit } = useTableAnswer(async () => {
    const said = await onSubmit({ operator, pin });
    setPin('');
    return said;
  });
  return (
    <form className="ruling" aria-label={label} onSubmit={(event) => void submit(event)}>
      <h3>{title}</h3>
      {children}
      <WhoFields
        nameLabel={t('review.rulings.operator')}
        pinLabel={t('review.rulings.pin')}
        operator={operator}
        onOperator={setOperator}
        pin={pin}
        onPin={setPin}
        pinRequired={true}
      />
      <div className="ruling-actions">
        <button type="submit" disabled={busy || disabled}>
          {label}
        </button>
        <button type="button" className="ruling-cancel" onClick={onCancel}>
          {t('review.rulings.cancel')}
        </button>
      </div>
      <TableAnswer said={said} form="ruling" />
    </form>
  );
}

/** The hand as the form lists it: "Dealer", "Box 3", "Box 3, hand 2". */
function useHandLabel(): (hand: HandCards) => string {
  const t = useText('review');
  return ({ hand }) =>
    hand.kind === 'dealer'
      ? t('review.correct.hand-dealer')
      : hand.hand === undefined
        ? t('review.correct.hand-box', { box: hand.box })
        : t('review.correct.hand-split', { box: hand.box, hand: hand.hand });
}

/**
 * Rulings behind the PIN: one "Ruling…" action, then the ruling needed (correct a card, void the
 * round, record a note) and only its form. A card is chosen as the pit boss sees it, by hand and
 * place in the round as it ended; the form opens on the card of the step shown. A note corrects nothing.
 */
export function Rulings({
  client,
  round,
  step,
  ending,
  onRuled,
}: {
  readonly client: ReviewClient;
  readonly round: number;
  readonly step: ReplayStep | undefined;
  /** The round as it stands at its last fact: the hands and cards a correction may name. */
  readonly ending: RoundReport | undefined;
  readonly onRuled: () => void;
}) {
  const t = useText('review');
  const { say } = useWords();
  const [open, setOpen] = useState<Ruling | 'choose' | null>(null);
  const [text, setText] = useState({ card: '', cardReason: '', voidReason: '', note: '' });
  const edit = (field: keyof typeof text) => (event: { target: { value: string } }) =>
    setText((fields) => ({ ...fields, [field]: event.target.value }));
  const handLabel = useHandLabel();
  const ids = useId();
  const hands = ending ? handsWithCards(ending) : [];
  const [point, setPoint] = useState<CardPoint | null>(null);
  const chosen = hands.find((hand) => hand.key === point?.key) ?? hands[0];
  const place = chosen && point?.key === chosen.key ? Math.min(point.place, chosen.cards.length) : 1;
  const holeDown = namesHoleCardDown(step);
  const correct = () => {
    setPoint(pointAtStep(hands, step));
    setOpen('correct');
  };

  const answer = async (sent: Promise<SentAnswer>, done: string): Promise<Said> => {
    const said = saidOf(await sent, say, done);
    if (said.ok) onRuled();
    return said;
  };
  const close = () => setOpen(null);

  return (
    <section className="review-panel rulings" aria-label={t('review.rulings.title')}>
      <h2>{t('review.rulings.title')}</h2>
      {open === null && (
        <button type="button" className="ruling-open" onClick={() => setOpen('choose')}>
          {t('review.rulings.open')}
        </button>
      )}
      {open === 'choose' && (
        <fieldset className="ruling-choice">
          <legend>{t('review.rulings.choose')}</legend>
          <button type="button" onClick={correct} disabled={hands.length === 0}>
            {t('review.correct.choice')}
          </button>
          <button type="button" onClick={() => setOpen('void')}>
            {t('review.void.choice')}
          </button>
          <button type="button" onClick={() => setOpen('note')}>
            {t('review.note.choice')}
          </button>
          <button type="button" className="ruling-cancel" onClick={close}>
            {t('review.rulings.cancel')}
          </button>
          {hands.length === 0 && (
            <p className="review-muted" data-testid="correct-why-not">
              {t('review.correct.need-card')}
            </p>
          )}
        </fieldset>
      )}
      {open === 'correct' && chosen && (
        <RulingForm
          title={t('review.correct.title', { round })}
          label={t('review.correct.label')}
          onCancel={close}
          onSubmit={(who) =>
            answer(
              client.request('correctCard', {
                round,
                hand: chosen.hand,
                place,
                card: text.card.trim(),
                reason: text.cardReason,
                ...who,
              }),
              t('review.correct.done', { hand: handLabel(chosen), place, card: text.card.trim() }),
            )
          }
        >
          {holeDown && (
            <p className="review-muted" data-testid="correct-why-not">
              {t('review.correct.hole-down')}
            </p>
          )}
          {/* Labelled by id, not wrapped: a wrapping label would take the chosen option into its name. */}
          <label htmlFor={`${ids}-hand`}>{t('review.correct.hand')}</label>
          <select
            id={`${ids}-hand`}
            value={chosen.key}
            onChange={(event) => setPoint({ key: event.target.value, place: 1 })}
          >
            {hands.map((hand) => (
              <option key={hand.key} value={hand.key}>
                {handLabel(hand)}
              </option>
            ))}
          </select>
          <label htmlFor={`${ids}-place`}>{t('review.correct.which')}</label>
          <select
            id={`${ids}-place`}
            value={place}
            onChange={(event) => setPoint({ key: chosen.key, place: Number(event.target.value) })}
          >
            {chosen.cards.map((card, index) => (
              // A card's place in the hand is its identity: cards are never reordered.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <option key={index} value={index + 1}>
                {`${index + 1}: ${cardText(card)}`}
              </option>
            ))}
          </select>
          <label>
            {t('review.correct.card')}
            <input
              value={text.card}
              required
              maxLength={4}
              placeholder={t('review.correct.placeholder')}
              onChange={edit('card')}
            />
          </label>
          <label>
            {t('review.rulings.reason')}
            <input value={text.cardReason} required maxLength={500} onChange={edit('cardReason')} />
          </label>
        </RulingForm>
      )}
      {open === 'void' && (
        <RulingForm
          title={t('review.void.title', { round })}
          label={t('review.void.label')}
          onCancel={close}
          onSubmit={(who) =>
            answer(
              client.request('voidRound', { round, reason: text.voidReason, ...who }),
              t('review.void.done', { round }),
            )
          }
        >
          <label>
            {t('review.rulings.reason')}
            <input value={text.voidReason} required maxLength={500} onChange={edit('voidReason')} />
          </label>
        </RulingForm>
      )}
      {open === 'note' && (
        <RulingForm
          title={t('review.note.title', { round })}
          label={t('review.note.label')}
          onCancel={close}
          onSubmit={(who) =>
            answer(client.request('recordRuling', { round, text: text.note, ...who }), t('review.note.done'))
          }
        >
          <label>
            {t('review.note.text')}
            <textarea value={text.note} required maxLength={2000} rows={2} onChange={edit('note')} />
          </label>
        </RulingForm>
      )}
    </section>
  );
}
