import type { TableEvent } from './events.js';
import { acceptsEvent, type TableSnapshot } from './table.js';

export const DECISIONS = ['hit', 'stand', 'double', 'split', 'surrender'] as const;
export type Decision = (typeof DECISIONS)[number];

/** The fact each button of the decision bar would record: a full double, the hand on turn surrendering. */
const DECISION_FACTS: Readonly<Record<Decision, TableEvent>> = {
  hit: { type: 'HitAsked' },
  stand: { type: 'HandStood' },
  double: { type: 'HandDoubled', amount: null },
  split: { type: 'HandSplit' },
  surrender: { type: 'HandSurrendered', box: null },
};

/**
 * The decisions the screen offers: exactly those the statechart would accept now. The screen
 * asks the round rather than keeping its own list of rules, so a button is never offered that
 * the table then refuses, nor hidden while the table would take it.
 */
export const decisionsOpen = (snapshot: TableSnapshot): Decision[] =>
  DECISIONS.filter((decision) => acceptsEvent(snapshot, DECISION_FACTS[decision]));
