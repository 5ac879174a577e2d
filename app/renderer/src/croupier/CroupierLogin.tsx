import type { RequestOf } from '../../../contract';
import type { KeyOf } from '../../../i18n';
import { useText } from '../i18n/words';
import { type LoginAttempt, LoginPanel, type LoginScreen } from '../LoginPanel';
import type { Act } from '../use-table';

type Role = RequestOf<'login'>['role'];

/**
 * The login's words, and each role: what it may do, and whose PIN it logs in with (as
 * `sabot serve --help` says).
 */
const LOGIN = {
  words: { label: 'login.label', role: 'login.role', name: 'login.name', submit: 'login.submit' },
  roles: [
    { role: 'croupier', label: 'login.role-croupier', does: 'login.does-croupier' },
    { role: 'pit-boss', label: 'login.role-pit-boss', does: 'login.does-pit-boss' },
    { role: 'review', label: 'login.role-review', does: 'login.does-review' },
  ],
  initial: 'croupier',
} as const satisfies LoginScreen<KeyOf<'screen'>, Role>;

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
    const label = LOGIN.roles.find((entry) => entry.role === role)?.label;
    void act(
      'login',
      { role, operator, ...(pin !== '' && { pin }) },
      t('act.log-in', { role: label ? t(label) : role }),
    );
  };
  return (
    <LoginPanel screen={LOGIN} say={t} title="Sabot" reason={reason} refused={refused} onLogin={logIn} />
  );
}
