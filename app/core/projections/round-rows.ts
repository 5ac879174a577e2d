import { roundOfStream } from '../../../engine/log/log-events.js';
import type { Minor } from '../../../engine/money.js';
import { roundHasActivity, roundReport } from '../../../engine/round/report.js';
import { payChips } from '../../../engine/round/settle-round.js';
import { contextOf, phaseOf, type TableSnapshot } from '../../../engine/round/table.js';
import type { TableContext } from '../../../engine/round/types.js';
import { flagsCorrection } from '../../../engine/table/event-kinds.js';
import type { StoredEvent } from '../log/event-types.js';

/** One round as the pit boss's list holds it; nets in table units. */
export interface RoundRow {
  readonly round: number;
  readonly shoe: number;
  readonly boxes: readonly number[];
  readonly bettors: readonly string[];
  readonly net: Readonly<Record<string, number>>;
  readonly misdeal: boolean;
  readonly correction: boolean;
  readonly voided: boolean;
  readonly startedAt: string;
  /** The round's last fact while it was in play (a later ruling does not stretch it). */
  readonly lastAt: string;
  readonly settledAt: string | null;
  /** Whose round it is: the croupier on duty at its first card, else the operator of its first fact. */
  readonly croupier: string;
  /** Their badge, where the table's staff register names them. */
  readonly croupierBadge: string | null;
}

/** A finished round as the dashboard's charts draw it, in minor units. */
export interface SessionRow {
  readonly round: number;
  readonly shoe: number;
  readonly cardsOut: number;
  readonly houseNet: Minor;
  readonly voided: boolean;
  readonly bank: { readonly chips: Minor; readonly toppedUp: Minor; readonly fictitious: Minor } | null;
}

/** Where the rows go: the projection's tables, or memory for a log that cannot be written. */
export interface RowSink {
  round(row: RoundRow): void;
  session(row: SessionRow): void;
  /** A ruling or a corrected card recorded after the round's row was written. */
  corrected(round: number): void;
}

/** What the facts of a round's stream say, as they are read. */
interface RoundFacts {
  readonly startedAt: string;
  lastAt: string;
  settledAt: string | null;
  readonly croupier: string;
  correction: boolean;
}

/** What the tables the fold moves through say of a round (RoundEndTracker's rule for the charts). */
interface RoundTables {
  context: TableContext;
  settledShoe: number | null;
  cardsOut: number;
}

/**
 * The round list and the charts' rows, built as a fold goes: told of every fact before the fold
 * applies it (`fact`) and of every table it moves through (`observe`). A round's rows are written
 * when the table moves on to the next round, and those of the round in play at each `flush`.
 * Started after round `after`: the facts of earlier rounds read on the way (a late ruling) are
 * already in their rows.
 */
export class RoundRowsFold {
  readonly #facts = new Map<number, RoundFacts>();
  readonly #tables = new Map<number, RoundTables>();
  #newest: number;
  #time = '';

  constructor(
    private readonly sink: RowSink,
    after = 0,
  ) {
    this.#newest = after;
  }

  fact({ stream, type, metadata }: Pick<StoredEvent, 'stream' | 'type' | 'metadata'>): void {
    this.#time = metadata.time;
    const round = roundOfStream(stream);
    if (round === null) return;
    if (round > this.#newest) {
      this.#newest = round;
      const facts = {
        startedAt: metadata.time,
        lastAt: metadata.time,
        settledAt: null,
        croupier: metadata.operator,
      };
      this.#facts.set(round, { ...facts, correction: false });
    }
    const facts = this.#facts.get(round);
    if (facts && round === this.#newest) facts.lastAt = metadata.time;
    if (!flagsCorrection(type)) return;
    if (facts) facts.correction = true;
    else this.sink.corrected(round);
  }

  observe(before: TableSnapshot, after: TableSnapshot): void {
    const context = contextOf(after);
    const number = context.round.number;
    if (number !== contextOf(before).round.number) this.#write(before, true);
    let tables = this.#tables.get(number);
    if (!tables) {
      tables = { context, settledShoe: null, cardsOut: context.shoe.dealt };
      this.#tables.set(number, tables);
    }
    tables.context = context;
    if (tables.settledShoe === null && context.round.settlement) {
      tables.settledShoe = context.shoe.shoeNumber;
      const facts = this.#facts.get(number);
      if (facts && facts.settledAt === null) facts.settledAt = this.#time;
    }
    if (tables.settledShoe === null || tables.settledShoe === context.shoe.shoeNumber)
      tables.cardsOut = context.shoe.dealt;
  }

  /** Writes the round in play as it stands (if anything happened in it yet). */
  flush(table: TableSnapshot): void {
    if (roundHasActivity(contextOf(table))) this.#write(table, false);
  }

  #write(table: TableSnapshot, ended: boolean): void {
    const context = contextOf(table);
    const number = context.round.number;
    const facts = this.#facts.get(number);
    const tables = this.#tables.get(number);
    if (ended) {
      this.#facts.delete(number);
      this.#tables.delete(number);
    }
    // A round whose first fact came before this fold began (it starts at a round's first fact).
    if (!facts || !tables) return;
    const report = roundReport(context, phaseOf(table));
    this.sink.round({
      round: number,
      // The shoe its cards came from: the one in use when it settled (a shuffle while its bets were
      // open belongs to it, one after its settlement to the next round), else the one in use now.
      shoe: tables.settledShoe ?? context.shoe.shoeNumber,
      boxes: report.boxes.map((box) => box.box),
      bettors: [...new Set(report.boxes.flatMap((box) => box.bettors.map((b) => b.bettor)))],
      net: report.net,
      misdeal: report.misdeals.length > 0,
      correction: facts.correction,
      voided: report.voided !== null,
      startedAt: facts.startedAt,
      lastAt: facts.lastAt,
      settledAt: facts.settledAt,
      // The croupier on duty at its first card; a round dealt before anyone was named, whoever keyed its first fact.
      croupier: tables.context.round.croupier?.name ?? facts.croupier,
      croupierBadge: tables.context.round.croupier?.badge ?? null,
    });
    const settlement = tables.context.round.settlement;
    if (tables.settledShoe === null || !settlement) return;
    const chips = payChips(tables.context);
    this.sink.session({
      round: number,
      shoe: tables.settledShoe,
      cardsOut: tables.cardsOut,
      houseNet: settlement.bankNet,
      voided: tables.context.round.voided !== null,
      bank: chips && {
        chips: chips.bank,
        toppedUp: tables.context.round.bankTopUp,
        fictitious: chips.fictitious,
      },
    });
  }
}
