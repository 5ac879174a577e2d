import type { AlarmMessage } from '../table-types';
import type { Act } from '../use-table';

const clock = (iso: string): string => new Date(iso).toLocaleTimeString();

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
            <strong>ALARM</strong> {alarm.sentence}
            {alarm.count > 1 && (
              <span className="alarm-count">
                {' '}
                ({alarm.count} times since {clock(alarm.raisedAt)})
              </span>
            )}{' '}
            <time dateTime={alarm.lastAt}>{clock(alarm.lastAt)}</time>
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
