import type { Refusal } from '../refusals/message.js';
import { hitAlreadyAsked } from './decisions.js';
import type { TableEvent } from './events.js';
import { ruleRefusal } from './refusal.js';
import { contextOf, phaseOf, type TableSnapshot } from './table.js';

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
 * Why each decision would be refused now, or null where the round would take it: the same rule
 * routing that explains a refusal, which a property test holds to the statechart (it finds a rule
 * against a fact exactly when the statechart refuses it). Asked of the rules rather than of the
 * statechart itself: a transition applies the decision, five of them tripled the view's cost.
 */
export function decisionRefusals(snapshot: TableSnapshot): Record<Decision, Refusal | null> {
  const phase = phaseOf(snapshot);
  const context = contextOf(snapshot);
  const why = (decision: Decision) => ruleRefusal(phase, context, DECISION_FACTS[decision]);
  return {
    hit: why('hit') ?? hitAlreadyAsked(context),
    stand: why('stand'),
    double: why('double'),
    split: why('split'),
    surrender: why('surrender'),
  };
}

/** The decisions the screen offers: exactly those the round would accept now. */
export function decisionsOpen(snapshot: TableSnapshot): Decision[] {
  const refusals = decisionRefusals(snapshot);
  return DECISIONS.filter((decision) => refusals[decision] === null);
}
