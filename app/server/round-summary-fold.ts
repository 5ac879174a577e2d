import { roundOfStream } from '../../engine/log/log-events.js';
import { type RoundReport, roundHasActivity, roundReport } from '../../engine/round/report.js';
import { contextOf, phaseOf, type TableSnapshot } from '../../engine/round/table.js';
import { flagsCorrection } from '../../engine/table/event-kinds.js';
import type { RoundSummary } from '../contract.js';

type Flag = RoundSummary['flags'][number];
export type Span = { first: string; last: string };

/** A round that has ended, as the list shows it, less the flags that are decided at request time. */
export interface EndedRound extends Omit<RoundSummary, 'flags'> {
  readonly misdeal: boolean;
  readonly voided: boolean;
}

/**
 * What the list needs of the whole log, and nothing more: no fact is kept, only each ended round's
 * summary and each round's span of times (for the alarm flag, which is decided at request time).
 * Plain data, so a worker thread can fold it and post it back.
 */
export interface RoundSummaryState {
  readonly ended: Map<number, EndedRound>;
  readonly spans: Map<number, Span>;
  /** Rounds with a corrected card or a pit boss's ruling. */
  readonly corrected: Set<number>;
  /** The round in play and the shoe it began in: its summary is read from the table when asked. */
  open: { readonly round: number; readonly shoe: number } | null;
}

/** A fact as the list reads it: its round's stream, its type and its time. */
export interface ListedFact {
  readonly stream: string;
  readonly type: string;
  readonly time: string;
}

/**
 * The pit boss's round list, built as the fold goes: told every fact (for the spans and the
 * correction flag) and every table the fold moves through (a round is summarised from the last
 * table in which it was current, as RoundTracker reports it).
 */
export class RoundSummaryFold {
  constructor(
    readonly state: RoundSummaryState = {
      ended: new Map(),
      spans: new Map(),
      corrected: new Set(),
      open: null,
    },
  ) {}

  record({ stream, type, time }: ListedFact): void {
    const round = roundOfStream(stream);
    if (round === null) return;
    const span = this.state.spans.get(round);
    if (span) span.last = time;
    else this.state.spans.set(round, { first: time, last: time });
    if (flagsCorrection(type)) this.state.corrected.add(round);
  }

  observe(before: TableSnapshot, after: TableSnapshot): void {
    const was = contextOf(before).round.number;
    const now = contextOf(after).round.number;
    if (now !== was) this.#end(roundReport(contextOf(before), phaseOf(before)));
    if (this.state.open?.round !== now)
      this.state.open = { round: now, shoe: contextOf(after).shoe.shoeNumber };
  }

  /** Every round in log order, the one in play last (if anything happened in it yet). */
  summaries(table: TableSnapshot, troubled: (span: Span) => boolean): RoundSummary[] {
    const listed = [...this.state.ended.values()].map((round) => this.#summary(round, troubled));
    const context = contextOf(table);
    if (roundHasActivity(context) && !this.state.ended.has(context.round.number)) {
      listed.push(this.#summary(this.#ended(roundReport(context, phaseOf(table))), troubled));
    }
    return listed;
  }

  #end(report: RoundReport): void {
    this.state.ended.set(report.round, this.#ended(report));
  }

  #ended(report: RoundReport): EndedRound {
    const bettors = new Set(report.boxes.flatMap((box) => box.bettors.map((b) => b.bettor)));
    return {
      round: report.round,
      shoe: this.#shoeOf(report.round),
      boxes: report.boxes.map((box) => box.box),
      bettors: [...bettors],
      net: report.net,
      misdeal: report.misdeals.length > 0,
      voided: report.voided !== null,
    };
  }

  #shoeOf(round: number): number {
    const { open } = this.state;
    return open?.round === round ? open.shoe : 1;
  }

  #summary(ended: EndedRound, troubled: (span: Span) => boolean): RoundSummary {
    const { round, shoe, boxes, bettors, net } = ended;
    const flags: Flag[] = [];
    if (ended.misdeal) flags.push('misdeal');
    if (this.state.corrected.has(round)) flags.push('correction');
    const span = this.state.spans.get(round);
    if (span && troubled(span)) flags.push('alarm');
    if (ended.voided) flags.push('void');
    return { round, shoe, boxes, bettors, flags, net };
  }
}
