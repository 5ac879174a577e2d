import type { Inventory, Signatures } from '../books/types.js';
import type { Card } from '../cards/card.js';
import type { Minor } from '../money.js';
import type { Adjustment } from '../settlement/adjustment.js';
import type { StaffEvent } from '../staff/table-staff.js';
import type { TableLimits } from './types.js';

/**
 * Facts the round statechart folds: each is an accepted input, in the past tense, with its
 * values resolved (a card parsed, an amount in minor units, a bettor named). The log stores
 * these, and replay feeds them back through the same machine.
 */
export type TableEvent =
  /** `player` is the seated name; `playerCard` the number of a rated player's card (absent: anonymous). */
  | {
      readonly type: 'SeatTaken';
      readonly box: number;
      readonly player: string;
      readonly playerCard?: string;
    }
  /** The seated player of the box left it (between rounds: no stake of the box in play). */
  | { readonly type: 'SeatLeft'; readonly box: number }
  | { readonly type: 'BetPlaced'; readonly box: number; readonly bettor: string; readonly amount: Minor }
  | { readonly type: 'BetsClosed' }
  | { readonly type: 'CardDrawn'; readonly card: Card }
  | { readonly type: 'HitAsked' }
  | { readonly type: 'HandStood' }
  /** `amount` is the owner's added stake for a double for less; `null` doubles every stake in full. */
  | { readonly type: 'HandDoubled'; readonly amount: Minor | null }
  | { readonly type: 'HandSplit' }
  /** `box` names a box surrendered before its turn; `null` is the hand on turn. */
  | { readonly type: 'HandSurrendered'; readonly box: number | null }
  | {
      readonly type: 'InsurancePlaced';
      readonly box: number;
      readonly bettor: string;
      readonly amount: Minor;
    }
  | { readonly type: 'EvenMoneyTaken'; readonly box: number }
  | { readonly type: 'InsuranceClosed' }
  | { readonly type: 'MisdealMarked' }
  | { readonly type: 'MisdealTaken'; readonly box: number }
  | { readonly type: 'MisdealPassed' }
  | { readonly type: 'ShoeShuffled' }
  /** A home session begins again after its agreed rounds: every chip count back to the start. */
  | { readonly type: 'SessionStarted' }
  /** A ruling voids the round: every stake goes back (RULES.md, "disputes"). */
  | { readonly type: 'RoundVoided'; readonly reason: string; readonly author: string }
  // The table's books (table accounting): the tray counted, chips from and to the cage, chips sold.
  /** The opener: the tray counted as the table opens, signed by the croupier and a supervisor. */
  | { readonly type: 'OpenerCounted'; readonly inventory: Inventory; readonly by: Signatures }
  /** The closer: the tray counted as the table closes. */
  | { readonly type: 'CloserCounted'; readonly inventory: Inventory; readonly by: Signatures }
  /** Chips brought from the cage to the tray on a fill slip. */
  | {
      readonly type: 'FillReceived';
      readonly slip: string;
      readonly inventory: Inventory;
      readonly by: Signatures;
    }
  /** Chips sent from the tray back to the cage on a credit slip. */
  | {
      readonly type: 'CreditSent';
      readonly slip: string;
      readonly inventory: Inventory;
      readonly by: Signatures;
    }
  /** A slip voided: it stays in the books marked VOID, with its reason, and its chips no longer count. */
  | { readonly type: 'SlipVoided'; readonly slip: string; readonly reason: string; readonly by: Signatures }
  /** A player's cash (or marker) for chips out of the tray; the cash or the marker goes into the drop box. */
  | {
      readonly type: 'ChipsSold';
      readonly box: number;
      readonly bettor: string;
      readonly amount: Minor;
      readonly method: 'cash' | 'marker';
      /** The croupier saw the patron's identification before this buy-in (it took their day's cash over the report level). */
      readonly identified?: true;
    }
  /**
   * A buy-in struck out by the pit boss (a mistyped amount, chips never sold): its number is its
   * place in the table's series of buy-ins, the first 1. The buy-in stays in the log, marked; the
   * drop no longer counts it.
   */
  | { readonly type: 'BuyInVoided'; readonly buyIn: number; readonly reason: string }
  /** New table limits: from the next round, or at once on a round that has taken nothing yet. */
  | { readonly type: 'LimitsChanged'; readonly limits: TableLimits }
  /** The croupier on duty from now (assigned, or relieving the one before). */
  | { readonly type: 'CroupierChanged'; readonly name: string }
  /**
   * A ruling (a corrected card, a void) changed what a round already paid pays: the croupier is
   * told the difference per bettor and line, and it stays on their screen until they say the chips
   * have moved. Decided with the ruling, never keyed.
   */
  | ({ readonly type: 'SettlementAdjusted' } & Adjustment)
  /** The croupier has moved the chips the rulings on `round` asked for. */
  | { readonly type: 'AdjustmentAcknowledged'; readonly round: number }
  /** The staff register's facts, and a croupier signing in (relieving the one on duty) or out. */
  | StaffEvent;

export type TableEventType = TableEvent['type'];
export type EventOf<T extends TableEventType> = Extract<TableEvent, { type: T }>;
