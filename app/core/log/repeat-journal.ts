import { type MessageParam, say } from '../../../engine/refusals/message.js';
import { sentenceOf } from '../sentences.js';
import type { Journal, JournalEntry } from './journal.js';

export interface RepeatRule {
  /** How many of one kind are journaled row by row before they are only counted. */
  readonly individually: number;
  /** How often a count still growing is written as one row. */
  readonly intervalMs: number;
}

export const REPEAT_RULE: RepeatRule = { individually: 3, intervalMs: 60_000 };

interface Repeats {
  count: number;
  since: string;
  last: JournalEntry;
}

/**
 * One source's refusals, journaled without letting it fill the journal: the first few of each kind
 * row by row, then only counted, the count written as one row ("N more of code X from S") once per
 * interval while it grows and when the source goes away. `key` names the kind of refusal and must
 * come from a closed set (a code, an operation of the contract), never from what a client typed.
 */
export class RepeatJournal {
  readonly #written = new Map<string, number>();
  readonly #counted = new Map<string, Repeats>();

  constructor(
    private readonly journal: Pick<Journal, 'append'>,
    private readonly clock: () => Date,
    /** How the summaries name the source. */
    private readonly sourceName: MessageParam,
    private readonly where: Readonly<Record<string, string | number>> = {},
    private readonly rule: RepeatRule = REPEAT_RULE,
  ) {}

  append(entry: JournalEntry, key: string): void {
    const written = this.#written.get(key) ?? 0;
    if (written < this.rule.individually) {
      this.#written.set(key, written + 1);
      this.journal.append(entry);
      return;
    }
    const repeats = this.#counted.get(key);
    if (!repeats) {
      this.#counted.set(key, { count: 1, since: entry.time, last: entry });
      return;
    }
    repeats.count += 1;
    repeats.last = entry;
    if (this.clock().getTime() - new Date(repeats.since).getTime() >= this.rule.intervalMs) this.#write(key);
  }

  /** Writes every count not yet written: the source is going away. */
  flush(): void {
    for (const key of [...this.#counted.keys()]) this.#write(key);
  }

  #write(key: string): void {
    const repeats = this.#counted.get(key);
    if (!repeats) return;
    this.#counted.delete(key);
    const { last, count, since } = repeats;
    const refusal = say('journal.repeated', { count, code: key, source: this.sourceName });
    this.journal.append({
      time: last.time,
      kind: last.kind,
      operator: last.operator,
      source: last.source,
      asked: { repeated: key, count, since, until: last.time, ...this.where },
      reason: sentenceOf(refusal),
      refusal,
    });
  }
}
