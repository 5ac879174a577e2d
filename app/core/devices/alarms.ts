import type { Message, MessageCode } from '../../../engine/refusals/message.js';
import { sentenceOf } from '../sentences.js';

/** Something at the table the croupier must see; it stays up until the condition clears. */
export type AlarmKind =
  | 'bad-frame'
  | 'conflict'
  | 'frames-lost'
  | 'card-refused'
  | 'silent'
  | 'disconnected'
  | 'jam'
  | 'cover-open'
  | 'empty'
  | 'log-damaged'
  | 'log-failed-audit'
  | 'disk-full'
  | 'clock-back';

export interface Alarm {
  readonly id: number;
  readonly kind: AlarmKind;
  /** What the alarm says as data, for the screen's language and the audit; `sentence` is its English. */
  readonly code: MessageCode;
  readonly params: Message['params'];
  readonly sentence: string;
  readonly raisedAt: string;
  /** How many times it happened while up; `params`, `sentence` and `lastAt` are the last time's. */
  readonly count: number;
  readonly lastAt: string;
  readonly clearedAt?: string;
}

/**
 * Cleared alarms kept on the board for the screen. A long session with a flaky reader raises
 * thousands; the device journal keeps every frame behind them, so the board keeps only the
 * latest cleared ones beside every active one.
 */
const CLEARED_KEPT = 100;

/**
 * Alarms in the order first raised. Alarms of one kind and cause (the same message code) coalesce:
 * while one is up, the same again counts on it (a reader sending thousands of contradictory frames
 * keeps one alarm, not thousands); a kind that is a condition (silent, jam …) raised `once` stays
 * as it is until cleared. Listeners hear only the alarms that changed.
 */
export class AlarmBoard {
  #next = 1;
  #all: Alarm[] = [];
  readonly #listeners = new Set<(changed: readonly Alarm[]) => void>();

  raise(kind: AlarmKind, said: Message, at: Date, once = false): void {
    const { code, params } = said;
    const index = this.#all.findIndex(
      (alarm) => !alarm.clearedAt && alarm.kind === kind && alarm.code === code,
    );
    const standing = this.#all[index];
    if (standing && once) return;
    const lastAt = at.toISOString();
    const sentence = sentenceOf(said);
    if (standing) {
      const again = { ...standing, params, sentence, lastAt, count: standing.count + 1 };
      this.#all[index] = again;
      this.#tell([again]);
      return;
    }
    const alarm: Alarm = {
      id: this.#next++,
      kind,
      code,
      params,
      sentence,
      raisedAt: lastAt,
      count: 1,
      lastAt,
    };
    this.#all = withoutOldCleared([...this.#all, alarm]);
    this.#tell([alarm]);
  }

  clear(kind: AlarmKind, at: Date): void {
    const clearedAt = at.toISOString();
    const cleared: Alarm[] = [];
    this.#all = this.#all.map((alarm) => {
      if (alarm.kind !== kind || alarm.clearedAt) return alarm;
      const done = { ...alarm, clearedAt };
      cleared.push(done);
      return done;
    });
    if (cleared.length > 0) this.#tell(cleared);
  }

  active(): Alarm[] {
    return this.#all.filter((alarm) => !alarm.clearedAt);
  }

  all(): readonly Alarm[] {
    return this.#all;
  }

  subscribe(listener: (changed: readonly Alarm[]) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #tell(changed: readonly Alarm[]): void {
    for (const listener of this.#listeners) listener(changed);
  }
}

function withoutOldCleared(alarms: Alarm[]): Alarm[] {
  let surplus = alarms.filter((alarm) => alarm.clearedAt).length - CLEARED_KEPT;
  if (surplus <= 0) return alarms;
  return alarms.filter((alarm) => !(alarm.clearedAt && surplus-- > 0));
}
