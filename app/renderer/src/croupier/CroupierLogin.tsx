import type { RequestOf } from '../../../contract';
import { useText } from '../i18n/words';
import { type LoginAttempt, LoginPanel } from '../LoginPanel';
import type { Act } from '../use-table';

type Role = RequestOf<'login'>['role'];

/** What each role may do, and whose PIN it logs in with (as `sabot serve --help` says). */
const ROLES = [
  { role: 'croupier', label: 'login.role-croupier', does: 'login.does-croupier' },
  { role: 'pit-boss', label: 'login.role-pit-boss', does: 'login.does-pit-boss' },
  { role: 'review', label: 'login.role-review', does: 'login.does-review' },
] as const satisfies readonly { role: Role; label: string; does: string }[];

/** The table's login, beyond loopback: one login serves both tabs. */
export function CroupierLogin({
  reason,
  refused,
  act,
}: {
  readonly reason: string;
  readonly refused: string | undefined;
  readonly act: Act;
}) {
  const t = useText('screen');
  const logIn = ({ role, operator, pin }: LoginAttempt<Role>) => {
    const label = ROLES.find((entry) => entry.role === role)?.label;
    void act(
      'login',
      { role, operator, ...(pin !== '' && { pin }) },
      t('act.log-in', { role: label ? t(label) : role }),
    );
  };
  return (
    <LoginPanel
      title="Sabot"
      reason={reason}
      words={{
        label: t('login.label'),
        role: t('login.role'),
        name: t('login.name'),
        submit: t('login.submit'),
      }}
      roles={ROLES.map((entry) => ({ role: entry.role, label: t(entry.label), does: t(entry.does) }))}
      initial="croupier"
      refused={refused}
      onLogin={logIn}
    />
  );
}
