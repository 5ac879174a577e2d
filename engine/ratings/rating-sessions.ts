import type { HouseEdgeComputed } from '../log/log-events.js';
import type { Minor } from '../money.js';
import { assertNever } from '../result.js';
import type { RuleProfile } from '../rules/profile-schema.js';
import { kindOf } from '../table/event-kinds.js';
import {
  type BettorRound,
  type RoundForRatings,
  roundsForRatings,
  type TimedFact,
} from './round-for-ratings.js';

/**
 * A rated player's visit: from the first bet after the card was presented at a seat until the
 * player leaves, another player takes the seat, or the table closes (its closer).
 */
export interface RatingSession {
  readonly player: string;
  /** The seated name the bets were placed under. */
  readonly name: string;
  readonly box: number;
  readonly profile: string;
  readonly rulesHash: string;
  readonly start: string;
  /** When the session ended; null while the player is still seated (the log's end). */
  readonly ended: string | null;
  /** The session's last settlement, for a session still open: the time it has played so far. */
  readonly lastSettled: string;
  readonly rounds: number;
  /** Hands settled (a split makes two), insurance and even money not counted as hands. */
  readonly hands: number;
  /** Initial bets: one per box and round. */
  readonly bets: number;
  /** Sum of the initial stakes (doubles, splits and insurance are not initial stakes). */
  readonly stakes: Minor;
  /** The player's net over the session: every settlement line, insurance and even money included. */
  readonly actual: Minor;
}

interface OpenSession {
  readonly player: string;
  name: string;
  readonly box: number;
  readonly profile: string;
  readonly rulesHash: string;
  start: string | null;
  ended: string | null;
  readonly rounds: { readonly played: BettorRound; readonly settledAt: string }[];
}

/** A bettor's round where it meets the seats: at the position of the bettor's first bet. */
type Step =
  | { readonly position: number; readonly time: string; readonly seat: SeatFact }
  | { readonly position: number; readonly played: BettorRound; readonly settledAt: string };

/** The table's facts the sessions are cut by: the rules, the seats, the closer, the house edge. */
export type SeatFact = Extract<
  TimedFact['event'],
  { type: 'TableOpened' | 'SeatTaken' | 'SeatLeft' | 'CloserCounted' | 'HouseEdgeComputed' }
>;

/** The kinds table says which facts cut the sessions (`rates`). */
const isSeatFact = (event: TimedFact['event']): event is SeatFact => kindOf(event.type)?.rates === true;

/** The seat facts among a log's facts, in log order (the rest is the rounds' to say). */
export const seatFactsOf = (facts: readonly TimedFact[]): (TimedFact & { readonly event: SeatFact })[] =>
  facts.filter((fact): fact is TimedFact & { readonly event: SeatFact } => isSeatFact(fact.event));

/**
 * Every rating session of a log's facts (in log order): a voided round stakes nothing, and a round
 * not settled yet is not counted. `rulesHash` names a profile's rules.
 */
export const ratingSessions = (
  facts: readonly TimedFact[],
  rulesHash: (profile: RuleProfile) => string,
): RatingSession[] => ratingSessionsOf(seatFactsOf(facts), roundsForRatings(facts), rulesHash);

/**
 * The rating sessions cut by the seat facts (in log order) from the settled rounds: each bettor's
 * round goes to the rated player seated under that name when the bettor first bet in it.
 */
export function ratingSessionsOf(
  seatFacts: readonly (TimedFact & { readonly event: SeatFact })[],
  rounds: readonly RoundForRatings[],
  rulesHash: (profile: RuleProfile) => string,
): RatingSession[] {
  const steps: Step[] = seatFacts.map((fact) => ({
    position: fact.position,
    time: fact.time,
    seat: fact.event,
  }));
  for (const round of rounds)
    for (const played of round.bettors)
      steps.push({ position: played.position, played, settledAt: round.settledAt });
  steps.sort((a, b) => a.position - b.position);
  const sessions: OpenSession[] = [];
  const seated = new Map<number, OpenSession>();
  let rules = { profile: '', rulesHash: '' };
  let lastTime = '';
  const end = (session: OpenSession | undefined, time: string): void => {
    if (session && session.ended === null) session.ended = time;
  };
  for (const step of steps) {
    if ('played' in step) {
      const { played } = step;
      const session = sessionOfBettor(seated, played.box, played.bettor);
      if (!session) continue;
      session.start ??= played.time;
      session.rounds.push(step);
      continue;
    }
    const { seat: event, time } = step;
    lastTime = time;
    switch (event.type) {
      case 'TableOpened':
        rules = { profile: event.profile.id, rulesHash: rulesHash(event.profile) };
        break;
      case 'SeatTaken': {
        const before = seated.get(event.box);
        if (before && before.player === event.playerCard) {
          before.name = event.player;
          break;
        }
        end(before, time);
        seated.delete(event.box);
        if (event.playerCard === undefined) break;
        const session: OpenSession = {
          player: event.playerCard,
          name: event.player,
          box: event.box,
          ...rules,
          start: null,
          ended: null,
          rounds: [],
        };
        sessions.push(session);
        seated.set(event.box, session);
        break;
      }
      case 'SeatLeft':
        end(seated.get(event.box), time);
        seated.delete(event.box);
        break;
      case 'CloserCounted':
        for (const session of seated.values()) end(session, time);
        seated.clear();
        break;
      case 'HouseEdgeComputed':
        break;
      default:
        assertNever(event);
    }
  }
  return sessions.flatMap((session) => rated(session, lastTime));
}

/** The seated rated player a bet belongs to: the box's own, else the one seated elsewhere under that name. */
function sessionOfBettor(
  seated: ReadonlyMap<number, OpenSession>,
  box: number,
  bettor: string,
): OpenSession | undefined {
  const own = seated.get(box);
  if (own?.name === bettor) return own;
  for (const session of seated.values()) if (session.name === bettor) return session;
  return undefined;
}

function rated(session: OpenSession, lastTime: string): RatingSession[] {
  if (session.start === null) return [];
  // One walk over the session's rounds: their totals and the latest settlement (ISO times sort as text).
  let hands = 0;
  let bets = 0;
  let stakes = 0;
  let actual = 0;
  let lastSettled = '';
  for (const { played, settledAt } of session.rounds) {
    hands += played.hands;
    bets += played.bets;
    stakes += played.stakes;
    actual += played.net;
    if (settledAt > lastSettled) lastSettled = settledAt;
  }
  const { player, name, box, profile, rulesHash, ended } = session;
  return [
    {
      player,
      name,
      box,
      profile,
      rulesHash,
      ended,
      start: session.start,
      lastSettled: lastSettled || lastTime,
      rounds: session.rounds.length,
      hands,
      bets,
      stakes,
      actual,
    },
  ];
}

/**
 * The edge each set of rules is rated with: the latest exact (combinatorial) figure recorded for
 * them, else the latest simulated one. A simulation recorded after the exact figure is a check of
 * it, with its own error, and does not replace it.
 */
export function latestEdges(facts: readonly TimedFact[]): Map<string, HouseEdgeComputed> {
  const edges = new Map<string, HouseEdgeComputed>();
  for (const { event } of facts) {
    if (event.type !== 'HouseEdgeComputed') continue;
    const known = edges.get(event.rulesHash);
    if (known?.method === 'exact' && event.method !== 'exact') continue;
    edges.set(event.rulesHash, event);
  }
  return edges;
}
