import { type FormEvent, useState } from 'react';
import type { RequestOf } from '../../../contract';
import { useText } from '../i18n/words';
import type { Act } from '../use-table';
import { WhoFields } from '../WhoFields';

type Role = RequestOf<'login'>['role'];

/** What each role may do, and whose PIN it logs in with (as `sabot serve --help` says). */
const ROLES = [
  { role: 'croupier', label: 'login.role-croupier', does: 'login.does-croupier' },
  { role: 'pit-boss', label: 'login.role-pit-boss', does: 'login.does-pit-boss' },
  { role: 'review', label: 'login.role-review', does: 'login.does-review' },
] as const satisfies readonly { role: Role; label: string; does: string }[];

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
  const t = useText('screen');
  const [role, setRole] = useState<Role>('croupier');
  const [operator, setOperator] = useState('');
  const [pin, setPin] = useState('');
  const chosen = ROLES.find((candidate) => candidate.role === role);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void act(
      'login',
      { role, operator, ...(pin !== '' && { pin }) },
      t('act.log-in', { role: chosen ? t(chosen.label) : role }),
    );
    setPin('');
  };
  return (
    <form className="login" aria-label={t('login.label')} onSubmit={submit}>
      <h1>Sabot</h1>
      <p>{reason}</p>
      <label>
        {t('login.role')}
        <select value={role} onChange={(event) => setRole(event.target.value as Role)}>
          {ROLES.map((candidate) => (
            <option key={candidate.role} value={candidate.role}>
              {t(candidate.label)}
            </option>
          ))}
        </select>
      </label>
      {chosen && (
        <p className="login-role" data-testid="login-role">
          {t(chosen.does)}
        </p>
      )}
      <WhoFields
        nameLabel={t('login.name')}
        operator={operator}
        onOperator={setOperator}
        pin={pin}
        onPin={setPin}
        pinRequired={true}
      />
      <button type="submit">{t('login.submit')}</button>
      {refused && (
        <p className="login-refused" role="alert" data-testid="login-refusal">
          {refused}
        </p>
      )}
    </form>
  );
}
