import type { Message, MessageCode } from '../../../engine/refusals/message.js';
import { renderMessage } from '../../../engine/refusals/render.js';

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
  | 'log-failed-audit';

export interface Alarm {
  readonly id: number;
  readonly kind: AlarmKind;
  /** What the alarm says as data, for the screen's language and the audit; `sentence` is its English. */
  readonly code: MessageCode;
  readonly params: Message['params'];
  readonly sentence: string;
  readonly raisedAt: string;
  readonly clearedAt?: string;
}

/**
 * Cleared alarms kept on the board for the screen. A long session with a flaky reader raises
 * thousands; the device journal keeps every frame behind them, so the board keeps only the
 * latest cleared ones beside every active one.
 */
const CLEARED_KEPT = 100;

/** Alarms in the order raised; a kind that is a condition (silent, jam …) is raised once until cleared. */
export class AlarmBoard {
  #next = 1;
  #all: Alarm[] = [];
  readonly #listeners = new Set<(alarms: readonly Alarm[]) => void>();

  raise(kind: AlarmKind, said: Message, at: Date, once = false): void {
    if (once && this.active().some((alarm) => alarm.kind === kind)) return;
    const { code, params } = said;
    this.#all = withoutOldCleared([
      ...this.#all,
      { id: this.#next++, kind, code, params, sentence: renderMessage(said), raisedAt: at.toISOString() },
    ]);
    this.#tell();
  }

  clear(kind: AlarmKind, at: Date): void {
    if (!this.active().some((alarm) => alarm.kind === kind)) return;
    const clearedAt = at.toISOString();
    this.#all = this.#all.map((alarm) =>
      alarm.kind === kind && !alarm.clearedAt ? { ...alarm, clearedAt } : alarm,
    );
    this.#tell();
  }

  active(): Alarm[] {
    return this.#all.filter((alarm) => !alarm.clearedAt);
  }

  all(): readonly Alarm[] {
    return this.#all;
  }

  subscribe(listener: (alarms: readonly Alarm[]) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #tell(): void {
    for (const listener of this.#listeners) listener(this.#all);
  }
}

function withoutOldCleared(alarms: Alarm[]): Alarm[] {
  let surplus = alarms.filter((alarm) => alarm.clearedAt).length - CLEARED_KEPT;
  if (surplus <= 0) return alarms;
  return alarms.filter((alarm) => !(alarm.clearedAt && surplus-- > 0));
}
