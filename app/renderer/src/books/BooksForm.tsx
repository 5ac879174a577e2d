import type { ReactNode } from 'react';
import { useText } from '../i18n/words';
import { type Said, TableAnswer, useTableAnswer } from '../review/TableAnswer';

/**
 * One record's form: its fields, then its signatures; the table's answer below it, a refusal in
 * the table's sentence. The fields are the caller's: a form sent keeps them until it is accepted.
 */
export function BooksForm({
  label,
  children,
  signatures,
  onSubmit,
}: {
  readonly label: string;
  readonly children: ReactNode;
  readonly signatures?: ReactNode;
  readonly onSubmit: () => Promise<Said>;
}) {
  const { said, busy, answers, submit } = useTableAnswer(onSubmit);
  return (
    <form
      className="books-form"
      aria-label={label}
      data-answers={answers}
      onSubmit={(event) => void submit(event)}
    >
      <h2>{label}</h2>
      <div className="books-form-body">
        <div className="books-form-fields">{children}</div>
        {signatures && <div className="books-form-signatures">{signatures}</div>}
      </div>
      <div className="books-form-actions">
        <button type="submit" disabled={busy}>
          {label}
        </button>
        <TableAnswer said={said} form="books" />
      </div>
    </form>
  );
}

/** Who signs a record of the books: the supervisor with the pit boss PIN, the croupier with the croupier PIN. */
export interface Signers {
  readonly supervisor: string;
  readonly supervisorPin: string;
  /** Typed only while the table has no croupier on duty: else the one on duty signs. */
  readonly croupier: string;
  readonly croupierPin: string;
  readonly cashier: string;
  readonly runner: string;
}

export const NO_SIGNERS: Signers = {
  supervisor: '',
  supervisorPin: '',
  croupier: '',
  croupierPin: '',
  cashier: '',
  runner: '',
};

/** A text field of a form, its label above it. */
export function Field({
  label,
  value,
  onChange,
  type = 'text',
  required = true,
  ...rest
}: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly type?: 'text' | 'password' | 'number';
  readonly required?: boolean;
  readonly list?: string;
  readonly step?: number | 'any';
  readonly maxLength?: number;
  readonly testId?: string;
}) {
  const { testId, ...input } = rest;
  return (
    <label>
      {label}
      <input
        type={type}
        value={value}
        required={required}
        data-testid={testId}
        {...(type === 'password'
          ? { inputMode: 'numeric' as const, autoComplete: 'off', pattern: '\\d{4,12}' }
          : {})}
        {...input}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

// The names a record may ask for, each label written out as a key.
const NAME_KEYS = {
  cashier: 'review.books.cashier',
  runner: 'review.books.runner',
  supervisor: 'review.books.supervisor',
  croupier: 'review.books.croupier',
} as const satisfies Partial<Record<keyof Signers, string>>;

/** The signatures a record of the books needs: the cage's two names for a fill or a credit. */
export function SignatureFields({
  signers,
  onSigners,
  croupierOnDuty,
  cage,
}: {
  readonly signers: Signers;
  readonly onSigners: (signers: Signers) => void;
  readonly croupierOnDuty: string | null;
  readonly cage: boolean;
}) {
  const t = useText('review');
  const set = (field: keyof Signers) => (value: string) => onSigners({ ...signers, [field]: value });
  const name = (field: keyof typeof NAME_KEYS) => (
    <Field label={t(NAME_KEYS[field])} value={signers[field]} onChange={set(field)} maxLength={40} />
  );
  const pin = (field: 'supervisorPin' | 'croupierPin', label: string) => (
    <Field label={label} type="password" value={signers[field]} onChange={set(field)} />
  );
  return (
    <fieldset className="books-signatures">
      <legend>{t('review.books.signatures')}</legend>
      {cage && name('cashier')}
      {cage && name('runner')}
      {name('supervisor')}
      {pin('supervisorPin', t('review.books.supervisor-pin'))}
      {croupierOnDuty === null ? (
        name('croupier')
      ) : (
        <p className="books-on-duty" data-testid="books-signing-croupier">
          {t('review.books.croupier-signs', { name: croupierOnDuty })}
        </p>
      )}
      {pin('croupierPin', t('review.books.croupier-pin'))}
    </fieldset>
  );
}
