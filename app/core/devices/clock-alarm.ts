import { say } from '../../../engine/refusals/message.js';
import { clockBack } from '../books/clock-back.js';
import type { TableService } from '../table/table-service.js';
import type { AlarmBoard } from './alarms.js';

/**
 * Every fact the table records or hears of (its own, or another process's such as `sabot books`)
 * against the time of the one before: a clock put back is never refused, a fact is never lost,
 * but the croupier and the pit boss see it at once, as the shift report names it later.
 */
export function alarmClockPutBack(service: TableService, alarms: AlarmBoard): () => void {
  let last = service.log.last()?.metadata.time ?? null;
  return service.subscribe(({ events }) => {
    for (const event of events) {
      const back = last === null ? null : clockBack(last, event.metadata.time);
      if (back)
        alarms.raise('clock-back', say('alarm.clock-back', { at: back.at, after: back.after }), new Date());
      last = event.metadata.time;
    }
  });
}
