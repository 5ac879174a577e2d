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
  /** The session's rounds summed as they come: a year of rounds is never held. */
  rounds: number;
  hands: number;
  bets: number;
  stakes: Minor;
  actual: Minor;
  /** The latest settlement of its rounds (ISO times sort as text); '' before any. */
  lastSettled: string;
}

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

type Seated = TimedFact & { readonly event: SeatFact };

/**
 * The rating sessions cut by the seat facts (in log order) from the settled rounds: each bettor's
 * round goes to the rated player seated under that name when the bettor first bet in it.
 */
export const ratingSessionsOf = (
  seatFacts: Iterable<Seated>,
  rounds: Iterable<RoundForRatings>,
  rulesHash: (profile: RuleProfile) => string,
): RatingSession[] => [...ratingSessionsIn(seatFacts, rounds, rulesHash)];

/**
 * The same sessions one by one, in the order they began, each as soon as it and every earlier one
 * has ended. The rounds come in the table's order (a round's bets all stand before the next
 * round's), so seats and rounds meet in one merge by position and each round is let go once
 * counted: a reading holds the seats' open sessions, not the log's rounds or its sessions.
 */
export function* ratingSessionsIn(
  seatFacts: Iterable<Seated>,
  rounds: Iterable<RoundForRatings>,
  rulesHash: (profile: RuleProfile) => string,
): Generator<RatingSession> {
  const cut = new SessionCut(rulesHash);
  const seats = seatFacts[Symbol.iterator]();
  let seat = seats.next();
  for (const round of rounds) {
    const played = [...round.bettors].sort((a, b) => a.position - b.position);
    for (const bettor of played) {
      for (; !seat.done && seat.value.position < bettor.position; seat = seats.next()) {
        cut.seat(seat.value);
        yield* cut.ended();
      }
      cut.played(bettor, round.settledAt);
    }
  }
  for (; !seat.done; seat = seats.next()) {
    cut.seat(seat.value);
    yield* cut.ended();
  }
  yield* cut.rest();
}

/** The sessions as the seats cut them, fact by fact and round by round. */
class SessionCut {
  /** Begun and not yet handed on, oldest first: the open ones, and any ended behind one still open. */
  readonly #sessions: OpenSession[] = [];
  readonly #seated = new Map<number, OpenSession>();
  readonly #rulesHash: (profile: RuleProfile) => string;
  #rules = { profile: '', rulesHash: '' };
  #lastTime = '';

  constructor(rulesHash: (profile: RuleProfile) => string) {
    this.#rulesHash = rulesHash;
  }

  played(played: BettorRound, settledAt: string): void {
    const session = sessionOfBettor(this.#seated, played.box, played.bettor);
    if (!session) return;
    session.start ??= played.time;
    session.rounds += 1;
    session.hands += played.hands;
    session.bets += played.bets;
    session.stakes += played.stakes;
    session.actual += played.net;
    if (settledAt > session.lastSettled) session.lastSettled = settledAt;
  }

  seat({ event, time }: Seated): void {
    this.#lastTime = time;
    const seated = this.#seated;
    switch (event.type) {
      case 'TableOpened':
        this.#rules = { profile: event.profile.id, rulesHash: this.#rulesHash(event.profile) };
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
          ...this.#rules,
          start: null,
          ended: null,
          rounds: 0,
          hands: 0,
          bets: 0,
          stakes: 0,
          actual: 0,
          lastSettled: '',
        };
        this.#sessions.push(session);
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

  /** The oldest sessions, once ended: no round reaches an ended session again. */
  *ended(): Generator<RatingSession> {
    while (this.#sessions[0] !== undefined && this.#sessions[0].ended !== null)
      yield* rated(this.#sessions.shift() as OpenSession, this.#lastTime);
  }

  /** Every session left, at the log's end: those still seated end nowhere yet. */
  *rest(): Generator<RatingSession> {
    for (const session of this.#sessions.splice(0)) yield* rated(session, this.#lastTime);
  }
}

function end(session: OpenSession | undefined, time: string): void {
  if (session && session.ended === null) session.ended = time;
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
  const { player, name, box, profile, rulesHash, ended, rounds, hands, bets, stakes, actual } = session;
  return [
    {
      player,
      name,
      box,
      profile,
      rulesHash,
      ended,
      start: session.start,
      lastSettled: session.lastSettled || lastTime,
      rounds,
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
