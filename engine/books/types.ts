import type { Minor } from '../money.js';
import type { TableLimits } from '../round/types.js';

/**
 * A count of the chip tray (or of a fill, a credit) by denomination: each key is a chip value in
 * table units as text ("25", "0.5"), each value how many chips of it. As the slip or the count
 * sheet reads, so as the log keeps it.
 */
export type Inventory = Readonly<Record<string, number>>;

/** Who signed a record: the croupier and a supervisor always, a fill or credit also the cage's cashier and the runner. */
export interface Signatures {
  readonly croupier: string;
  readonly supervisor: string;
  readonly cashier?: string;
  readonly runner?: string;
}

/** A table's accounting status: a table never opened plays as it always did (a home game, a script without a tray). */
export type TableStatus = 'never-opened' | 'open' | 'closed';

/** The two series of serially numbered slips. */
export type SlipKind = 'fill' | 'credit';

/** A series of slips: the prefix its forms carry, and the next number it expects (null before the first). */
export interface SlipSeries {
  readonly prefix: string;
  readonly next: { readonly number: number; readonly digits: number } | null;
}

/** A slip as the table knows it: its kind, and whether it was voided. */
export interface SlipState {
  readonly kind: SlipKind;
  readonly void: boolean;
}

/** What the table keeps of its books in the round statechart's context: only what a rule reads. */
export interface TableBooks {
  readonly status: TableStatus;
  /** The chip values the tray holds, in minor units, smallest first (table configuration). */
  readonly chipSet: readonly Minor[];
  /** The croupier on duty; null until one is named. */
  readonly croupier: string | null;
  /** Limits changed while a round was in play: they take effect as the next round opens. */
  readonly nextLimits: TableLimits | null;
  /** The last closer's count, which the next opener is checked against (null before the first close). */
  readonly lastCloser: Inventory | null;
  /** The alarm of an opener that differs from the last closer, while the table stays open. */
  readonly openerDiffers: { readonly opener: Minor; readonly closer: Minor } | null;
  readonly series: Readonly<Record<SlipKind, SlipSeries>>;
  /** Every slip recorded or voided, by its number. */
  readonly slips: Readonly<Record<string, SlipState>>;
  /** How many buy-ins the table has recorded (each is numbered in that series, the first 1), and those voided. */
  readonly buyIns: { readonly sold: number; readonly voided: readonly number[] };
  /**
   * A buy-in above this many times the table's maximum is asked again before it is recorded (a
   * mistyped amount would put the drop and the hold out by as much). Table configuration.
   */
  readonly buyInConfirmTimes: number;
  /**
   * A patron's cash bought in during one gaming day above this (in minor units) is reported (US
   * Title 31: more than 10,000): the buy-in that takes them over it waits until the croupier has
   * seen their identification. Null: the table asks for none. Table configuration.
   */
  readonly identifyAbove: Minor | null;
}

/** What the books take from the table's configuration, recorded with its opening. */
export interface BooksConfig {
  readonly buyInConfirmTimes?: number;
  readonly identifyAbove?: Minor;
}
