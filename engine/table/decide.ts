import type { Card } from '../cards/card.js';
import { correctionsIn, foldStream } from '../log/fold-log.js';
import type { CardCorrected, RoundSettled } from '../log/log-events.js';
import { say } from '../refusals/message.js';
import { assertNever, ok, type Result, refuse } from '../result.js';
import type { EventOf, TableEvent } from '../round/events.js';
import { contextOf, phaseOf, type TableSnapshot } from '../round/table.js';
import { toTableEvent } from '../round/to-event.js';
import { type AdjustmentCause, adjustedLines } from '../settlement/adjustment.js';
import { decideStaff } from '../staff/decide-staff.js';
import { holeCardDown } from '../views/hole-card.js';
import type {
  CommandMeta,
  DecidedFact,
  Decision,
  DecisionState,
  RoundHistory,
  TableCommand,
} from './commands.js';
import { fixableCard } from './fix-rule.js';
import { resettlement, settlementFact } from './resettle.js';
import { evolve } from './table-state.js';

/**
 * Decide: every fact a command causes, or why it is refused. The input's fact comes with the
 * `RoundSettled` it completes; a correction comes with the re-settlement of the round it changes.
 * Pure: the state holds all it needs (the caller loads the round a correction names), and the
 * facts are appended by the caller, then evolved.
 */
export function decide(state: DecisionState, command: TableCommand, meta: CommandMeta): Result<Decision> {
  const table = state.now.table;
  if (!table) return refuse(say('ruling.no-table'));
  switch (command.type) {
    case 'table-input': {
      const event = toTableEvent(command.input, contextOf(table), phaseOf(table) === 'settled', state.patron);
      return event.ok ? statechartFacts(state, event.value, meta) : event;
    }
    case 'void-round': {
      const event = { type: 'RoundVoided', reason: command.reason, author: meta.operator } as const;
      if (command.round === contextOf(table).round.number) return statechartFacts(state, event, meta);
      const history = state.named;
      if (!history || history.logged.length === 0)
        return refuse(say('ruling.no-such-round', { round: command.round }));
      if (voidedAlready(history)) return refuse(say('void.already-void', { round: command.round }));
      const cause = { kind: 'void', reason: command.reason } as const;
      return ok(correction(history, { event, round: history.round }, state.nextPosition, cause));
    }
    case 'correct-card': {
      const history = state.named;
      const drawn = history?.logged.find((entry) => entry.position === command.position);
      if (!history || drawn?.event.type !== 'CardDrawn')
        return refuse(say('ruling.not-a-card', { position: command.position }));
      if (holeCardStillDown(table, history, command.position))
        return refuse(say('ruling.hole-card-down', { position: command.position }));
      const event = cardCorrected(command.position, command.card, command.reason, meta.operator);
      const cause = {
        kind: 'card',
        position: command.position,
        was: drawn.event.card,
        card: command.card,
      } as const;
      return ok(correction(history, { event, round: history.round }, state.nextPosition, cause));
    }
    case 'fix-last-card': {
      const fixable = fixableCard(state.now);
      if (!fixable.ok) return fixable;
      const history = state.named ?? { round: fixable.card.round, start: null, logged: [] };
      const event = cardCorrected(fixable.card.position, command.card, 'keying mistake', meta.operator);
      const was = history.logged.find((entry) => entry.position === fixable.card.position)?.event;
      const cause = {
        kind: 'card',
        position: fixable.card.position,
        was: was?.type === 'CardDrawn' ? was.card : null,
        card: command.card,
      } as const;
      return ok(correction(history, { event, round: fixable.card.round }, state.nextPosition, cause));
    }
    case 'record-ruling':
      return ok({
        facts: [
          {
            event: { type: 'RulingRecorded', text: command.text, author: meta.operator },
            round: command.round,
          },
        ],
        refoldsFrom: null,
      });
    case 'record-house-edge': {
      const held = contextOf(table).profile.id;
      if (command.edge.profile !== held)
        return refuse(say('edge.other-profile', { profile: command.edge.profile, held }));
      return ok({
        facts: [{ event: { type: 'HouseEdgeComputed', ...command.edge }, round: null }],
        refoldsFrom: null,
      });
    }
    case 'change-pin': {
      const fact = decideStaff(contextOf(table).staff.register, command, meta.operator);
      return fact.ok ? statechartFacts(state, fact.value, meta) : fact;
    }
    default:
      return assertNever(command);
  }
}

/**
 * A fact of the round statechart, and the settlement it completes: the fact is evolved into the
 * state as replay will evolve it (at the position it will take, with its source), which is how the
 * statechart's rules accept or refuse it.
 */
function statechartFacts(state: DecisionState, event: TableEvent, meta: CommandMeta): Result<Decision> {
  const table = state.now.table as TableSnapshot;
  const next = evolve(state.now, { position: state.nextPosition, round: null, event, source: meta.source });
  if (!next.ok) return next;
  const after = next.value.table as TableSnapshot;
  const round = contextOf(after).round.number;
  const facts: DecidedFact[] = [{ event, round }];
  const settled = settlementFact(after, round);
  const paid = contextOf(table).round.settlement;
  if (!settled || contextOf(after).round.settlement === paid)
    return ok({ facts, refoldsFrom: null, evolved: next.value });
  // The settlement is the log's own record: it leaves the state as the fact left it.
  facts.push({ event: settled, round });
  if (event.type !== 'RoundVoided' || !paid || phaseOf(table) !== 'settled')
    return ok({ facts, refoldsFrom: null, evolved: next.value });
  // The round in play was paid already: the croupier is told what its void gives back.
  const adjusted = adjustment(
    round,
    paid.lines,
    settled,
    { kind: 'void', reason: event.reason },
    meta.operator,
  );
  const told = evolve(next.value, {
    position: state.nextPosition + facts.length,
    round,
    event: adjusted,
    source: meta.source,
  });
  if (!told.ok) return told;
  return ok({ facts: [...facts, { event: adjusted, round }], refoldsFrom: null, evolved: told.value });
}

/**
 * A correction of a round, its re-settlement when it changes what the round pays, and a refold
 * from that round; when the round had been paid, the difference the croupier is to move.
 */
function correction(
  history: RoundHistory,
  fact: DecidedFact,
  nextPosition: number,
  cause: AdjustmentCause,
): Decision {
  const resettled = resettlement(history, [fact], nextPosition);
  if (!resettled) return { facts: [fact], refoldsFrom: history.round };
  const facts = [fact, { event: resettled.now, round: history.round }];
  const { paid } = resettled;
  const author = 'author' in fact.event ? fact.event.author : '';
  if (paid)
    facts.push({
      event: adjustment(history.round, paid.lines, resettled.now, cause, author),
      round: history.round,
    });
  return { facts, refoldsFrom: history.round };
}

function adjustment(
  round: number,
  paid: RoundSettled['lines'],
  now: RoundSettled,
  cause: AdjustmentCause,
  author: string,
): EventOf<'SettlementAdjusted'> {
  return { type: 'SettlementAdjusted', round, cause, author, lines: adjustedLines(paid, now.lines) };
}

function cardCorrected(position: number, card: Card, reason: string, author: string): CardCorrected {
  return { type: 'CardCorrected', position, card, reason, author };
}

/**
 * Whether the card at `position` is the dealer's hole card of the round in play while it still lies
 * face down: nobody at the table has seen it, so nobody can say it was misread, and a ruling that
 * named it would show it to whoever reads the log or the review before the dealer's turn.
 */
function holeCardStillDown(table: TableSnapshot, history: RoundHistory, position: number): boolean {
  if (contextOf(table).round.number !== history.round || !holeCardDown(table)) return false;
  let holeCard: number | null = null;
  foldStream(history.logged, correctionsIn(history.logged), history.start, {
    observe: (_, after, at) => {
      const { round } = contextOf(after);
      if (holeCard === null && round.number === history.round && round.dealer.length >= 2) holeCard = at;
    },
  });
  return holeCard === position;
}

function voidedAlready(history: RoundHistory): boolean {
  const { snapshot } = foldStream(history.logged, correctionsIn(history.logged), history.start);
  return snapshot !== null && contextOf(snapshot).round.voided !== null;
}
