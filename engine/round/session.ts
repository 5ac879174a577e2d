import { toMinor } from '../money.js';
import { unwrap } from '../result.js';
import type { RuleProfile } from '../rules/profile-schema.js';
import type { SessionChips, TableContext } from './types.js';

type Session = NonNullable<RuleProfile['session']>;

/** Every chip count as a home session starts: the players' and the bank's, nothing fictitious. */
export const startingChips = (session: Session, firstRound: number): SessionChips => ({
  players: {},
  bank: unwrap(toMinor(session.bankChips)),
  fictitious: 0,
  firstRound,
});

/**
 * A home session ends after its agreed rounds: the round `context` holds (not yet dealt) belongs
 * to no session until a new one is started, so its bets and its deal are refused.
 */
export function sessionOverRefusal(context: TableContext): string | null {
  const session = context.profile.session;
  if (!session || !context.chips) return null;
  const played = context.round.number - context.chips.firstRound;
  return played >= session.rounds
    ? `the session is over: its ${session.rounds} rounds are played — key "new session" to start the next one (every player starts again with ${session.playerChips} chips)`
    : null;
}

/** A new session starts between rounds, once the agreed rounds are played (the standings stay shown until then). */
export function sessionStartRefusal(context: TableContext): string | null {
  const session = context.profile.session;
  if (!session || !context.chips) return 'this table plays no home session: there is no session to start';
  if (context.round.boxes.length > 0) return 'bets are on the table: a new session starts between rounds';
  const played = context.round.number - context.chips.firstRound;
  if (played < session.rounds)
    return `the session is not over: ${played} of its ${session.rounds} rounds are played`;
  return null;
}

/** The round `context` holds opens the new session: chips as at the start. */
export function startSession(context: TableContext): Pick<TableContext, 'chips'> {
  const session = context.profile.session;
  return { chips: session ? startingChips(session, context.round.number) : context.chips };
}
