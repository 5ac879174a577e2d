import { type FormEvent, useState } from 'react';
import type { RequestOf } from '../../../contract';
import type { Act } from '../use-table';
import { WhoFields } from '../WhoFields';

type Role = RequestOf<'login'>['role'];

/** What each role may do, and whose PIN it logs in with (as `sabot serve --help` says). */
const ROLES: readonly { readonly role: Role; readonly label: string; readonly does: string }[] = [
  {
    role: 'croupier',
    label: 'croupier',
    does: 'deals and keys the table; the croupier PIN given to the server when it started.',
  },
  {
    role: 'pit-boss',
    label: 'pit boss (the bank at a home game)',
    does: 'everything, rulings included; the PIN set with "sabot pin set".',
  },
  {
    role: 'review',
    label: 'review (read only)',
    does: 'the surveillance room: follows the table and reads the pit review, changes nothing; the review PIN given to the server when it started.',
  },
];

/**
 * Beyond loopback every connection logs in first: who is at this screen, as which role, with the
 * role's PIN. One login serves both tabs. A refused login says why (a wrong PIN, a locked role).
 */
export function LoginPanel({
  reason,
  refused,
  act,
}: {
  readonly reason: string;
  readonly refused: string | undefined;
  readonly act: Act;
}) {
  const [role, setRole] = useState<Role>('croupier');
  const [operator, setOperator] = useState('');
  const [pin, setPin] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void act('login', { role, operator, ...(pin !== '' && { pin }) }, `log in as ${role}`);
    setPin('');
  };
  const chosen = ROLES.find((candidate) => candidate.role === role);
  return (
    <form className="login" aria-label="Log in" onSubmit={submit}>
      <h1>Sabot</h1>
      <p>{reason}</p>
      <label>
        Role
        <select value={role} onChange={(event) => setRole(event.target.value as Role)}>
          {ROLES.map((candidate) => (
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
        nameLabel="Name"
        operator={operator}
        onOperator={setOperator}
        pin={pin}
        onPin={setPin}
        pinRequired={true}
      />
      <button type="submit">Log in</button>
      {refused && (
        <p className="login-refused" role="alert" data-testid="login-refusal">
          {refused}
        </p>
      )}
    </form>
  );
}
