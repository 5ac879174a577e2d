import { type FormEvent, type ReactNode, useState } from 'react';
import type { ReplayStep } from '../../../contract';
import { WhoFields } from '../WhoFields';
import type { ReviewClient } from './review-client';
import { refusalOf } from './review-client';

type Result = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly text: string };

/** One ruling's form: its own fields, then who rules and the PIN; the server's answer below. */
function RulingForm({
  title,
  label,
  submitLabel,
  disabled,
  children,
  onSubmit,
}: {
  readonly title: string;
  readonly label: string;
  readonly submitLabel: string;
  readonly disabled?: boolean;
  readonly children: ReactNode;
  readonly onSubmit: (who: { operator: string; pin: string }) => Promise<Result>;
}) {
  const [operator, setOperator] = useState('');
  const [pin, setPin] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setResult(await onSubmit({ operator, pin }));
    setBusy(false);
    setPin('');
  };
  return (
    <form className="ruling" aria-label={label} onSubmit={(event) => void submit(event)}>
      <h3>{title}</h3>
      {children}
      <WhoFields
        nameLabel="Operator"
        operator={operator}
        onOperator={setOperator}
        pin={pin}
        onPin={setPin}
        pinRequired={true}
      />
      <button type="submit" disabled={busy || disabled}>
        {submitLabel}
      </button>
      {result && (
        <p
          className={result.ok ? 'ruling-done' : 'ruling-refused'}
          role={result.ok ? 'status' : 'alert'}
          data-testid={result.ok ? 'ruling-done' : 'ruling-refusal'}
        >
          {result.text}
        </p>
      )}
    </form>
  );
}

/** Rulings behind the PIN: void the round, correct a drawn card, record a note. */
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
  const [voidReason, setVoidReason] = useState('');
  const [card, setCard] = useState('');
  const [cardReason, setCardReason] = useState('');
  const [note, setNote] = useState('');
  const drawn = step?.type === 'CardDrawn' ? step : undefined;

  const answer = async (
    sent: Promise<{ ok: true; reply: unknown } | { ok: false; error: string }>,
    done: string,
  ): Promise<Result> => {
    const reply = await sent;
    const refused = reply.ok ? refusalOf(reply.reply) : reply.error;
    if (refused !== null) return { ok: false, text: refused };
    onRuled();
    return { ok: true, text: done };
  };

  return (
    <section className="review-panel rulings" aria-label="rulings">
      <h2>Rulings</h2>
      <RulingForm
        title={drawn ? `Correct the card at position ${drawn.position}` : 'Correct a card'}
        label="Correct card"
        submitLabel="Correct card"
        disabled={!drawn}
        onSubmit={(who) =>
          drawn
            ? answer(
                client.request('correctCard', {
                  position: drawn.position,
                  card: card.trim(),
                  reason: cardReason,
                  ...who,
                }),
                `the card at position ${drawn.position} is corrected to ${card.trim()}`,
              )
            : Promise.resolve({ ok: false, text: 'step to a card drawn from the shoe first' })
        }
      >
        {!drawn && <p className="review-muted">Step to a CardDrawn fact to correct its card.</p>}
        <label>
          New card
          <input
            value={card}
            required
            maxLength={4}
            placeholder="e.g. TH"
            onChange={(event) => setCard(event.target.value)}
          />
        </label>
        <label>
          Reason
          <input
            value={cardReason}
            required
            maxLength={500}
            onChange={(event) => setCardReason(event.target.value)}
          />
        </label>
      </RulingForm>
      <RulingForm
        title={`Void round ${round}`}
        label="Void round"
        submitLabel="Void round"
        onSubmit={(who) =>
          answer(client.request('voidRound', { round, reason: voidReason, ...who }), `round ${round} is void`)
        }
      >
        <label>
          Reason
          <input
            value={voidReason}
            required
            maxLength={500}
            onChange={(event) => setVoidReason(event.target.value)}
          />
        </label>
      </RulingForm>
      <RulingForm
        title={`Note on round ${round}`}
        label="Record note"
        submitLabel="Record note"
        onSubmit={(who) =>
          answer(client.request('recordRuling', { round, text: note, ...who }), 'the note is recorded')
        }
      >
        <label>
          Note
          <textarea
            value={note}
            required
            maxLength={2000}
            rows={2}
            onChange={(event) => setNote(event.target.value)}
          />
        </label>
      </RulingForm>
    </section>
  );
}
