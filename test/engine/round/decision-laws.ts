import { reasonOf, sentenceOf } from '../../../app/core/sentences.js';
import { table as english } from '../../../app/i18n/catalogues/en/table.js';
import { isMoneyParam, type Message } from '../../../engine/refusals/message.js';
import type { Failure } from '../../../engine/result.js';
import {
  doubleRefusal,
  hitAlreadyAsked,
  hitRefusal,
  splitRefusal,
  standRefusal,
  surrenderRefusal,
} from '../../../engine/round/decisions.js';
import { DECISIONS, type Decision } from '../../../engine/round/decisions-open.js';
import type { TableInput } from '../../../engine/round/inputs.js';
import { ruleRefusal } from '../../../engine/round/refusal.js';
import {
  contextOf,
  phaseOf,
  type Submitted,
  submitInput,
  type TableSnapshot,
} from '../../../engine/round/table.js';
import { tableView } from '../../../engine/round/table-view.js';
import { toTableEvent } from '../../../engine/round/to-event.js';

/** The input each decision button of the screen sends. */
const DECISION_INPUTS: Readonly<Record<Decision, TableInput>> = {
  hit: { type: 'hit' },
  stand: { type: 'stand' },
  double: { type: 'double' },
  split: { type: 'split' },
  surrender: { type: 'surrender' },
};

/** The rule functions the guards call, asked directly (as the screen once did on its own). */
function ruleAllows(snapshot: TableSnapshot, decision: Decision): boolean {
  if (phaseOf(snapshot) !== 'players') return false;
  const context = contextOf(snapshot);
  switch (decision) {
    case 'hit':
      return hitRefusal(context) === null && hitAlreadyAsked(context) === null;
    case 'stand':
      return standRefusal(context) === null;
    case 'double':
      return doubleRefusal(context, { type: 'HandDoubled', amount: null }) === null;
    case 'split':
      return splitRefusal(context) === null;
    case 'surrender':
      return surrenderRefusal(context, { type: 'HandSurrendered', box: null }) === null;
  }
}

/**
 * Every decision the screen offers is accepted by `submitInput`, every decision accepted is
 * offered, and the rule functions behind the guards and the refusal sentences say the same.
 */
export function decisionsOfferedProblem(snapshot: TableSnapshot): string | null {
  const offered = new Set<Decision>(tableView(snapshot).onTurn?.decisions ?? []);
  for (const decision of DECISIONS) {
    const result = submitInput(snapshot, DECISION_INPUTS[decision]);
    if (result.ok !== offered.has(decision)) {
      return result.ok
        ? `${decision} is accepted but not offered`
        : `${decision} is offered but refused: ${reasonOf(result)}`;
    }
    if (result.ok !== ruleAllows(snapshot, decision)) {
      return `${decision}: the statechart ${result.ok ? 'accepts' : 'refuses'} what its rule function ${result.ok ? 'refuses' : 'allows'}`;
    }
  }
  return null;
}

/** A refusal carries a known code, and its English sentence has every parameter given. */
export function refusalSaidProblem(failure: Failure): string | null {
  const { refusal } = failure;
  const reason = sentenceOf(refusal);
  const unknown = unknownCode(refusal);
  if (unknown) return `"${reason}" uses the unknown code ${unknown}`;
  if (reason.includes('{{')) return `"${reason}" lacks a parameter (${refusal.code})`;
  return null;
}

function unknownCode(message: Message): string | null {
  if (!Object.hasOwn(english, message.code)) return message.code;
  for (const value of Object.values(message.params)) {
    if (typeof value === 'object' && !isMoneyParam(value)) {
      const inner = unknownCode(value);
      if (inner) return inner;
    }
  }
  return null;
}

/**
 * The refusal routing (phase × fact → rule) and the statechart's `on:` table are one rule table:
 * the routing finds no rule against a fact exactly when the statechart accepts it.
 */
export function routingProblem(before: TableSnapshot, input: TableInput, result: Submitted): string | null {
  const phase = phaseOf(before);
  const event = toTableEvent(input, contextOf(before), phase === 'settled');
  if (!event.ok) return null; // refused before the round is asked: no fact to route
  const rule = ruleRefusal(phase, contextOf(before), event.value);
  if ((rule === null) === result.ok) return null;
  return result.ok
    ? `the statechart accepted ${event.value.type} in ${phase}, the routing refuses it: ${sentenceOf(rule as Message)}`
    : `the statechart refused ${event.value.type} in ${phase} with no rule to say why`;
}
