import { type FormEvent, useState } from 'react';
import type { WireMessage } from '../../../contract';
import { refusalOf } from './review-client';

/** What the table answered to a request: its reply, or why none came. */
export type SentAnswer = { ok: true; reply: unknown } | { ok: false; error: string };

/** What the table said to a form: done, with the sentence the pit boss reads, or refused with the table's. */
export type Said = { readonly ok: boolean; readonly text: string };

/** An answer of the table read into what the form says. */
export function saidOf(answer: SentAnswer, say: (message: WireMessage) => string, done: string): Said {
  const refused = answer.ok ? refusalOf(answer.reply, say) : answer.error;
  return refused === null ? { ok: true, text: done } : { ok: false, text: refused };
}

/** A form sent to the table: busy until the table answers, then what it said. */
export function useTableAnswer(send: () => Promise<Said>) {
  const [said, setSaid] = useState<Said | null>(null);
  const [busy, setBusy] = useState(false);
  // How many answers the table gave: the same refusal twice is still a new answer.
  const [answers, setAnswers] = useState(0);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setSaid(await send());
    setAnswers((n) => n + 1);
    setBusy(false);
  };
  return { said, busy, answers, submit };
}

/** The table's answer under its form: done as a status, refused as an alert; `form` names the test ids. */
export function TableAnswer({
  said,
  form,
}: {
  readonly said: Said | null;
  readonly form: 'books' | 'ruling';
}) {
  if (!said) return null;
  return (
    <p
      className={said.ok ? 'ruling-done' : 'ruling-refused'}
      role={said.ok ? 'status' : 'alert'}
      data-testid={`${form}-${said.ok ? 'done' : 'refusal'}`}
    >
      {said.text}
    </p>
  );
}

/** Why the table could not be read, as an alert; nothing while it could. */
export function ReadProblem({ problem }: { readonly problem: string | null }) {
  return problem ? (
    <p className="review-problem" role="alert">
      {problem}
    </p>
  ) : null;
}
