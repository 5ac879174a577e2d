import { type Refusal, say } from '../refusals/message.js';
import { startingChips } from './table-context.js';
import type { TableContext } from './types.js';

/**
 * A home session ends after its agreed rounds: the round `context` holds (not yet dealt) belongs
 * to no session until a new one is started, so its bets and its deal are refused.
 */
export function sessionOverRefusal(context: TableContext): Refusal | null {
  const session = context.profile.session;
  if (!session || !context.chips) return null;
  const played = context.round.number - context.chips.firstRound;
  return played >= session.rounds
    ? say('session.over', { rounds: session.rounds, chips: session.playerChips })
    : null;
}

/** A new session starts between rounds, once the agreed rounds are played (the standings stay shown until then). */
export function sessionStartRefusal(context: TableContext): Refusal | null {
  const session = context.profile.session;
  if (!session || !context.chips) return say('session.none');
  if (context.round.boxes.length > 0) return say('session.bets-on-table');
  const played = context.round.number - context.chips.firstRound;
  if (played < session.rounds) return say('session.not-over', { played, rounds: session.rounds });
  return null;
}

/** The round `context` holds opens the new session: chips as at the start. */
export function startSession(context: TableContext): Pick<TableContext, 'chips'> {
  const session = context.profile.session;
  return { chips: session ? startingChips(session, context.round.number) : context.chips };
}
