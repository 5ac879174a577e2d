import type { Card } from '../cards/card.js';
import type { Minor } from '../money.js';

/**
 * Facts the round statechart folds: each is an accepted input, in the past tense, with its
 * values resolved (a card parsed, an amount in minor units, a bettor named). The log stores
 * these, and replay feeds them back through the same machine.
 */
export type TableEvent =
  | { readonly type: 'SeatTaken'; readonly box: number; readonly player: string }
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
  | { readonly type: 'RoundVoided'; readonly reason: string; readonly author: string };

export type TableEventType = TableEvent['type'];
export type EventOf<T extends TableEventType> = Extract<TableEvent, { type: T }>;
