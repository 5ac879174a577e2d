import { type FormEvent, useState } from 'react';
import type { RequestOf } from '../../../contract';
import type { Act } from '../use-table';
import { WhoFields } from '../WhoFields';

type Role = RequestOf<'login'>['role'];

/** Beyond loopback: who is at this screen, with the role's PIN. */
export function LoginPanel({ reason, act }: { readonly reason: string; readonly act: Act }) {
  const [role, setRole] = useState<Role>('croupier');
  const [operator, setOperator] = useState('');
  const [pin, setPin] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void act('login', { role, operator, ...(pin !== '' && { pin }) }, `log in as ${role}`);
    setPin('');
  };
  return (
    <form className="login" onSubmit={submit}>
      <h1>Sabot</h1>
      <p>{reason}</p>
      <label>
        Role
        <select value={role} onChange={(event) => setRole(event.target.value as Role)}>
          <option value="croupier">croupier</option>
          <option value="pit-boss">pit boss</option>
          <option value="review">review (read only)</option>
        </select>
      </label>
      <WhoFields
        nameLabel="Name"
        operator={operator}
        onOperator={setOperator}
        pin={pin}
        onPin={setPin}
        pinRequired={false}
      />
      <button type="submit">Log in</button>
    </form>
  );
}
