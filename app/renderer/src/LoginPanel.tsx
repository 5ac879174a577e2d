import { type FormEvent, useState } from 'react';
import { WhoFields } from './WhoFields';

/** A role the screen offers, with the keys of its name and of what it may do. */
interface LoginRole<K extends string, R extends string> {
  readonly role: R;
  readonly label: K;
  readonly does: K;
}

/** What a screen's login offers, each word a key of that screen's catalogue. */
export interface LoginScreen<K extends string, R extends string> {
  readonly words: Readonly<Record<'label' | 'role' | 'name' | 'submit', K>>;
  readonly roles: readonly LoginRole<K, R>[];
  /** The role chosen when the panel opens. */
  readonly initial: R;
}

export interface LoginAttempt<R extends string> {
  readonly role: R;
  readonly operator: string;
  readonly pin: string;
}

/**
 * Every screen that is not on loopback logs in first: who is at it, as which of the roles the
 * screen offers, with the role's PIN. The PIN is cleared once sent; a refused login says why.
 */
export function LoginPanel<K extends string, R extends string>({
  screen: { words, roles, initial },
  say,
  title,
  reason,
  refused,
  onLogin,
}: {
  readonly screen: LoginScreen<K, R>;
  /** The screen's catalogue, in the chosen language. */
  readonly say: (key: K) => string;
  readonly title: string;
  readonly reason: string;
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
    <form className="login" aria-label={say(words.label)} onSubmit={submit}>
      <h1>{title}</h1>
      <p>{reason}</p>
      <label>
        {say(words.role)}
        <select value={role} onChange={(event) => setRole(event.target.value as R)}>
          {roles.map((candidate) => (
            <option key={candidate.role} value={candidate.role}>
              {say(candidate.label)}
            </option>
          ))}
        </select>
      </label>
      {chosen && (
        <p className="login-role" data-testid="login-role">
          {say(chosen.does)}
        </p>
      )}
      <WhoFields
        nameLabel={say(words.name)}
        operator={operator}
        onOperator={setOperator}
        pin={pin}
        onPin={setPin}
        pinRequired={true}
      />
      <button type="submit">{say(words.submit)}</button>
      {refused && (
        <p className="login-refused" role="alert" data-testid="login-refusal">
          {refused}
        </p>
      )}
    </form>
  );
}
