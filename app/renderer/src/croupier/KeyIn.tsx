import { type FormEvent, useState } from 'react';
import type { KeyInForm } from '../../../contract';
import { useText, useWords } from '../i18n/words';
import type { Act, Refusal } from '../use-table';
import { signKeyed } from './DutyPanel';
import './key-in-help.css';

/**
 * The terminal's key-in grammar in one field: the server parses the line exactly as `sabot table`
 * does. An empty line pulls the next card from the simulated shoe. Escape leaves the field, so the
 * one-key decisions work again. A mistake is refused in one sentence; the whole grammar is behind
 * "help" (keyed as `help` or `?`, or opened here), and comes from the table, as the terminal's does.
 */
export function KeyIn({
  act,
  minStake,
  onSign,
  lastRefusal,
}: {
  readonly act: Act;
  readonly minStake: number;
  /** `sign 1042` keyed at a table that keeps a register: the sign-in asks for that badge's PIN. */
  readonly onSign?: (badge: string) => void;
  /** The refusal on show, if any: a buy-in waiting for identification is asked about here. */
  readonly lastRefusal?: Refusal | undefined;
}) {
  const t = useText('screen');
  const [line, setLine] = useState('');
  const [forms, setForms] = useState<readonly KeyInForm[] | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  // The line the table last refused: a buy-in it asked identification for is keyed again from it.
  const [refusedLine, setRefusedLine] = useState<string | null>(null);
  const key = async (keyed: string): Promise<boolean> => {
    const what = keyed.trim() === '' ? t('keyin.what-pull') : t('keyin.what');
    const reply = await act('keyIn', { line: keyed }, what);
    setRefusedLine(reply ? null : keyed);
    if (!reply) return false;
    if (reply.ok && reply.help) {
      setForms(reply.help);
      setHelpOpen(true);
    }
    return true;
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The PIN is never keyed on this line (it would show): the badge goes to the masked field.
    const badge = onSign ? signKeyed(line) : null;
    if (badge !== null && onSign) {
      onSign(badge);
      setLine('');
    } else if (await key(line)) setLine('');
  };
  const idAsked =
    refusedLine !== null && lastRefusal?.message?.code === IDENTIFICATION_REQUIRED ? lastRefusal : null;
  return (
    <form className="key-in" onSubmit={(event) => void submit(event)}>
      {idAsked && (
        <IdentificationPrompt
          refusal={idAsked}
          onSeen={() => void key(`${refusedLine} id`)}
          onCancel={() => setRefusedLine(null)}
        />
      )}
      <label htmlFor="key-in-line">{t('keyin.label')}</label>
      <input
        id="key-in-line"
        value={line}
        maxLength={200}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setLine(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') event.currentTarget.blur();
        }}
      />
      <button type="submit">{t('keyin.enter')}</button>
      <small>{t('keyin.hint', { stake: minStake })}</small>
      <details
        className="key-in-help"
        data-testid="key-in-help"
        open={helpOpen}
        onToggle={(event) => {
          const open = event.currentTarget.open;
          setHelpOpen(open);
          if (open && forms === null) void key('help');
        }}
      >
        <summary>{t('keyin.help')}</summary>
        {forms ? <KeyInForms forms={forms} /> : <p>{t('keyin.help-load')}</p>}
      </details>
    </form>
  );
}

/** The grammar as the table sent it: the keys as keyed, what they do in the screen's language. */
function KeyInForms({ forms }: { readonly forms: readonly KeyInForm[] }) {
  const { say } = useWords();
  return (
    <dl className="key-in-forms">
      {forms.map((form) => (
        <div key={form.keys}>
          <dt>
            <kbd>{form.keys}</kbd>
          </dt>
          <dd>{say(form.says)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The table's code for a cash buy-in that takes its patron over the report level unidentified. */
const IDENTIFICATION_REQUIRED = 'compliance.identification-required';

/**
 * A cash buy-in held until the croupier has seen the patron's identification: the table's sentence
 * (the patron, their cash of the day so far, where this buy-in takes them), and the buy-in recorded
 * again as identified once the identification is seen, or let go.
 */
function IdentificationPrompt({
  refusal,
  onSeen,
  onCancel,
}: {
  readonly refusal: Refusal;
  readonly onSeen: () => void;
  readonly onCancel: () => void;
}) {
  const t = useText('screen');
  const { say } = useWords();
  return (
    <section
      className="id-required"
      role="alertdialog"
      aria-labelledby="id-required-title"
      data-testid="identification-required"
    >
      <h2 id="id-required-title">{t('identification.title')}</h2>
      <p>{refusal.message ? say(refusal.message) : refusal.reason}</p>
      <div className="id-required-actions">
        <button type="button" onClick={onSeen} data-testid="identification-seen">
          {t('identification.seen')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('identification.cancel')}
        </button>
      </div>
    </section>
  );
}
