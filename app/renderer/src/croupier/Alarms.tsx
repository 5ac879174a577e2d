import type { AlarmMessage } from '../table-types';
import type { Act } from '../use-table';

/** Alarms stay on screen until their condition clears; held cards wait for the croupier's word. */
export function Alarms({
  alarms,
  paused,
  act,
}: {
  readonly alarms: readonly AlarmMessage[];
  readonly paused: boolean;
  readonly act: Act;
}) {
  if (alarms.length === 0 && !paused) return null;
  return (
    <section className="alarms" role="alert" aria-label="alarms">
      <ul>
        {alarms.map((alarm) => (
          <li key={alarm.id}>
            <strong>ALARM</strong> {alarm.sentence}{' '}
            <time dateTime={alarm.raisedAt}>{new Date(alarm.raisedAt).toLocaleTimeString()}</time>
          </li>
        ))}
      </ul>
      {paused && (
        <button type="button" onClick={() => void act('confirmNoCardLost', {}, 'confirm no card was lost')}>
          No card was lost — go on
        </button>
      )}
    </section>
  );
}
