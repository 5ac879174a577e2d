import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { TableMessage } from '../../../contract';
import { useText } from '../i18n/words';
import type { Act } from '../use-table';

/** A badge keyed as `sign 1042` on the key-in line: the panel takes it and asks for the PIN. */
export interface SignAsked {
  readonly badge: string;
  /** Each keying asks again, even for the same badge. */
  readonly at: number;
}

/** `sign 1042` (or `sign-in 1042`): the badge keyed, else null. */
export const signKeyed = (line: string): string | null =>
  /^\s*sign(?:-in)?\s+(\S+)\s*$/i.exec(line)?.[1] ?? null;

/**
 * Who deals, at a table that keeps a staff register: the croupier signs in with badge and PIN
 * (relieving the one on duty) and signs out with their PIN. The PIN field is masked and emptied
 * after every attempt; a refusal shows in the refusal banner like any other.
 */
export function DutyPanel({
  staff,
  act,
  asked,
}: {
  readonly staff: TableMessage['staff'];
  readonly act: Act;
  readonly asked: SignAsked | null;
}) {
  const t = useText('screen');
  const [badge, setBadge] = useState('');
  const [pin, setPin] = useState('');
  const pinField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!asked) return;
    setBadge(asked.badge);
    pinField.current?.focus();
  }, [asked]);
  const onDuty = staff.onDuty;
  const signIn = async (event: FormEvent) => {
    event.preventDefault();
    const signed = await act('signIn', { badge: badge.trim(), pin }, t('duty.sign-in'));
    setPin('');
    if (signed) setBadge('');
  };
  const signOut = async () => {
    if (!onDuty) return;
    await act('signOut', { badge: onDuty.badge, pin }, t('duty.sign-out'));
    setPin('');
  };
  return (
    <form
      className="duty"
      aria-label={t('duty.title')}
      data-testid="duty"
      onSubmit={(event) => void signIn(event)}
    >
      <h2>{t('duty.title')}</h2>
      <p data-testid="on-duty" data-badge={onDuty?.badge ?? ''}>
        {onDuty ? t('duty.on-duty', { name: onDuty.name, badge: onDuty.badge }) : t('duty.nobody')}
      </p>
      <label>
        {t('duty.badge')}
        <input
          id="duty-badge"
          value={badge}
          maxLength={40}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setBadge(event.target.value)}
        />
      </label>
      <label>
        {t('duty.pin')}
        <input
          id="duty-pin"
          ref={pinField}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          value={pin}
          onChange={(event) => setPin(event.target.value)}
        />
      </label>
      <div className="duty-actions">
        <button type="submit" className="sign-in" disabled={badge.trim() === '' || pin === ''}>
          {t('duty.sign-in')}
        </button>
        {onDuty && (
          <button type="button" className="sign-out" disabled={pin === ''} onClick={() => void signOut()}>
            {t('duty.sign-out-as', { name: onDuty.name })}
          </button>
        )}
      </div>
      <small>{t('duty.hint')}</small>
    </form>
  );
}
