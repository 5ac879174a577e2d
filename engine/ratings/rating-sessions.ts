import type { HouseEdgeComputed, LogEvent, RoundSettled } from '../log/log-events.js';
import type { Minor } from '../money.js';
import type { RuleProfile } from '../rules/profile-schema.js';

/** A fact of the log with when it happened (its metadata's time) and the round whose stream holds it. */
export interface TimedFact {
  readonly round: number | null;
  readonly time: string;
  readonly event: LogEvent;
}

/** What one rated player staked in one round. */
interface RoundPlayed {
  stakes: Minor;
  /** Initial bets: one per box the player staked on. */
  readonly boxes: Set<number>;
}

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
  readonly rounds: Map<number, RoundPlayed>;
}

/**
 * Every rating session in the log's facts (in log order), each with its settled rounds only: a
 * voided round stakes nothing, and a round not settled yet is not counted. A round's result is its
 * latest settlement (a correction's re-settlement included). `rulesHash` names a profile's rules.
 */
export function ratingSessions(
  facts: readonly TimedFact[],
  rulesHash: (profile: RuleProfile) => string,
): RatingSession[] {
  const settled: Settlements = { latest: new Map(), firstAt: new Map() };
  const voided = new Set<number>();
  let lastTime = '';
  for (const { round, time, event } of facts) {
    if (round === null) continue;
    if (event.type === 'RoundSettled') {
      settled.latest.set(round, event);
      if (!settled.firstAt.has(round)) settled.firstAt.set(round, time);
    } else if (event.type === 'RoundVoided') voided.add(round);
  }
  const sessions: OpenSession[] = [];
  const seated = new Map<number, OpenSession>();
  let rules = { profile: '', rulesHash: '' };
  const end = (session: OpenSession | undefined, time: string): void => {
    if (session && session.ended === null) session.ended = time;
  };
  for (const { round, time, event } of facts) {
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
          rounds: new Map(),
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
      case 'BetPlaced': {
        if (round === null || voided.has(round)) break;
        const session = sessionOfBettor(seated, event.box, event.bettor);
        if (!session) break;
        session.start ??= time;
        const played = session.rounds.get(round) ?? { stakes: 0, boxes: new Set<number>() };
        played.stakes += event.amount;
        played.boxes.add(event.box);
        session.rounds.set(round, played);
        break;
      }
      default:
        break;
    }
  }
  return sessions.flatMap((session) => rated(session, settled, lastTime));
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

/** Each round's latest settlement, and when it first settled. */
interface Settlements {
  readonly latest: Map<number, RoundSettled>;
  readonly firstAt: Map<number, string>;
}

function rated(session: OpenSession, settled: Settlements, lastTime: string): RatingSession[] {
  if (session.start === null) return [];
  let rounds = 0;
  let hands = 0;
  let bets = 0;
  let stakes = 0;
  let actual = 0;
  let lastRound = -1;
  for (const [round, played] of session.rounds) {
    const settlement = settled.latest.get(round);
    if (!settlement) continue;
    rounds += 1;
    bets += played.boxes.size;
    stakes += played.stakes;
    actual += settlement.netByBettor[session.name] ?? 0;
    const settledHands = new Set<string>();
    for (const line of settlement.lines)
      if (line.bettor === session.name && line.kind !== 'insurance')
        settledHands.add(`${line.box}/${line.hand}`);
    hands += settledHands.size;
    lastRound = Math.max(lastRound, round);
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
      lastSettled: settled.firstAt.get(lastRound) ?? lastTime,
      rounds,
      hands,
      bets,
      stakes,
      actual,
    },
  ];
}

/** The latest edge recorded for each set of rules. */
export function latestEdges(facts: readonly TimedFact[]): Map<string, HouseEdgeComputed> {
  const edges = new Map<string, HouseEdgeComputed>();
  for (const { event } of facts) if (event.type === 'HouseEdgeComputed') edges.set(event.rulesHash, event);
  return edges;
}
