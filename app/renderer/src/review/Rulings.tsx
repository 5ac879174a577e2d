import { type ReactNode, useState } from 'react';
import type { ReplayStep } from '../../../contract';
import { useText, useWords } from '../i18n/words';
import { WhoFields } from '../WhoFields';
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

/** The card a ruling may correct at this step: a card drawn from the shoe, and not the hole card still face down. */
function correctable(step: ReplayStep | undefined): 'yes' | 'no-card' | 'hole-down' {
  if (step?.type !== 'CardDrawn') return 'no-card';
  const data = step.data as { holeCard?: unknown } | null;
  return data?.holeCard === 'down' ? 'hole-down' : 'yes';
}

/**
 * Rulings behind the PIN: one "Ruling…" action, then the ruling needed (correct the card at this
 * step, void the round, record a note) and only its form. A note corrects nothing.
 */
export function Rulings({
  client,
  round,
  step,
  onRuled,
}: {
  readonly client: ReviewClient;
  readonly round: number;
  readonly step: ReplayStep | undefined;
  readonly onRuled: () => void;
}) {
  const t = useText('review');
  const { say } = useWords();
  const [open, setOpen] = useState<Ruling | 'choose' | null>(null);
  const [text, setText] = useState({ card: '', cardReason: '', voidReason: '', note: '' });
  const edit = (field: keyof typeof text) => (event: { target: { value: string } }) =>
    setText((fields) => ({ ...fields, [field]: event.target.value }));
  const card = correctable(step);
  const drawn = card === 'yes' ? step : undefined;

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
          <button type="button" onClick={() => setOpen('correct')} disabled={card !== 'yes'}>
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
          {card !== 'yes' && (
            <p className="review-muted" data-testid="correct-why-not">
              {t(card === 'hole-down' ? 'review.correct.hole-down' : 'review.correct.need-card')}
            </p>
          )}
        </fieldset>
      )}
      {open === 'correct' && (
        <RulingForm
          title={drawn ? t('review.correct.title', { position: drawn.position }) : t('review.correct.choice')}
          label={t('review.correct.label')}
          disabled={!drawn}
          onCancel={close}
          onSubmit={(who) =>
            drawn
              ? answer(
                  client.request('correctCard', {
                    position: drawn.position,
                    card: text.card.trim(),
                    reason: text.cardReason,
                    ...who,
                  }),
                  t('review.correct.done', { position: drawn.position, card: text.card.trim() }),
                )
              : Promise.resolve({
                  ok: false,
                  text: t(card === 'hole-down' ? 'review.correct.hole-down' : 'review.correct.need-card'),
                })
          }
        >
          {!drawn && (
            <p className="review-muted">
              {t(card === 'hole-down' ? 'review.correct.hole-down' : 'review.correct.need-card')}
            </p>
          )}
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
