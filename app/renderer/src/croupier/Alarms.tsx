import type { BooksSeen } from '../../../contract';
import { useText, useUnits, useWords } from '../i18n/words';
import type { AlarmMessage } from '../table-types';
import type { Act } from '../use-table';

const clock = (iso: string, language: string): string => new Date(iso).toLocaleTimeString(language);

/** The alarm in the screen's language; a code no catalogue knows (an older table's) keeps the table's sentence. */
const sentenceOf = (alarm: AlarmMessage, say: (message: AlarmMessage) => string): string => {
  const said = say(alarm);
  return said === alarm.code ? alarm.sentence : said;
};

/**
 * Alarms stay on screen until their condition clears; held cards wait for the croupier's word. An
 * opener that differs from the last closer stays on the line, both counts named, while the table is open.
 */
export function Alarms({
  alarms,
  openerDiffers,
  paused,
  act,
}: {
  readonly alarms: readonly AlarmMessage[];
  readonly openerDiffers: BooksSeen['openerDiffers'];
  readonly paused: boolean;
  readonly act: Act;
}) {
  const t = useText('screen');
  const units = useUnits();
  const { say, language } = useWords();
  if (alarms.length === 0 && !paused && !openerDiffers) return null;
  return (
    <section className="alarms" role="alert" aria-label={t('alarm.label')}>
      <ul>
        {openerDiffers && (
          <li data-testid="opener-differs">
            <strong>{t('alarm.title')}</strong>{' '}
            {t('alarm.opener-differs', {
              opener: units(openerDiffers.opener),
              closer: units(openerDiffers.closer),
            })}
          </li>
        )}
        {alarms.map((alarm) => (
          <li key={alarm.id}>
            <strong>{t('alarm.title')}</strong> {sentenceOf(alarm, say)}
            {alarm.count > 1 && (
              <span className="alarm-count">
                {' '}
                {t('alarm.count', { count: alarm.count, since: clock(alarm.raisedAt, language) })}
              </span>
            )}{' '}
            <time dateTime={alarm.lastAt}>{clock(alarm.lastAt, language)}</time>
          </li>
        ))}
      </ul>
      {paused && (
        <button
          type="button"
          onClick={() => void act('confirmNoCardLost', {}, t('act.confirm-no-card-lost'))}
        >
          {t('alarm.confirm')}
        </button>
      )}
    </section>
  );
}
