import { type FormEvent, useState } from 'react';
import { WhoFields } from './WhoFields';

/** A role the screen offers, with its name and what it may do, in the screen's language. */
export interface LoginRole<R extends string> {
  readonly role: R;
  readonly label: string;
  readonly does: string;
}

/** The panel's own words, each screen saying them in its catalogue and the chosen language. */
export type LoginWord = 'label' | 'role' | 'name' | 'submit';

export interface LoginAttempt<R extends string> {
  readonly role: R;
  readonly operator: string;
  readonly pin: string;
}

/**
 * Every screen that is not on loopback logs in first: who is at it, as which of the roles the
 * screen offers, with the role's PIN. The PIN is cleared once sent; a refused login says why.
 */
export function LoginPanel<R extends string>({
  title,
  reason,
  words,
  roles,
  initial,
  refused,
  onLogin,
}: {
  readonly title: string;
  readonly reason: string;
  readonly words: Readonly<Record<LoginWord, string>>;
  readonly roles: readonly LoginRole<R>[];
  /** The role chosen when the panel opens. */
  readonly initial: R;
  readonly refused: string | null | undefined;
  readonly onLogin: (attempt: LoginAttempt<R>) => void;
}) {
  const [role, setRole] = useState<R>(initial);
  const [operator, setOperator] = useState('');
  const [pin, setPin] = useState('');
  const chosen = roles.find((candidate) => candidate.role === role);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onLogin({ role, operator, pin });
    setPin('');
  };
  return (
    <form className="login" aria-label={words.label} onSubmit={submit}>
      <h1>{title}</h1>
      <p>{reason}</p>
      <label>
        {words.role}
        <select value={role} onChange={(event) => setRole(event.target.value as R)}>
          {roles.map((candidate) => (
            <option key={candidate.role} value={candidate.role}>
              {candidate.label}
            </option>
          ))}
        </select>
      </label>
      {chosen && (
        <p className="login-role" data-testid="login-role">
          {chosen.does}
        </p>
      )}
      <WhoFields
        nameLabel={words.name}
        operator={operator}
        onOperator={setOperator}
        pin={pin}
        onPin={setPin}
        pinRequired={true}
      />
      <button type="submit">{words.submit}</button>
      {refused && (
        <p className="login-refused" role="alert" data-testid="login-refusal">
          {refused}
        </p>
      )}
    </form>
  );
}
