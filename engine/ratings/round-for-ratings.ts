import type { LogEvent, RoundSettled } from '../log/log-events.js';
import type { Minor } from '../money.js';

/** A fact of the log with where it stands and when it happened (its metadata's time). */
export interface TimedFact {
  readonly position: number;
  /** The round whose stream holds it; null for the table's own facts. */
  readonly round: number | null;
  readonly time: string;
  readonly event: LogEvent;
}

/** One bettor's whole round as the ratings count it. */
export interface BettorRound {
  readonly bettor: string;
  /** The box and the log position of the bettor's first bet of the round: where it meets the seats. */
  readonly box: number;
  readonly position: number;
  readonly time: string;
  /** The initial stakes (doubles, splits and insurance are not initial stakes). */
  readonly stakes: Minor;
  /** Initial bets: one per box. */
  readonly bets: number;
  /** Hands settled (a split makes two); insurance is no hand. */
  readonly hands: number;
  /** Every settlement line of the bettor, insurance and even money included. */
  readonly net: Minor;
}

/** A settled round as the ratings read it: when it first settled, and each bettor's part (none once voided). */
export interface RoundForRatings {
  readonly round: number;
  readonly settledAt: string;
  /** The position of the round's latest settlement: a later one (a re-settlement) replaces this reading. */
  readonly settlement: number;
  readonly bettors: readonly BettorRound[];
}

/**
 * What a round's own facts (its stream, in order) give the ratings: null while it is not settled.
 * Its result is its latest settlement (a correction's re-settlement included); a voided round
 * stakes nothing.
 */
export function roundForRatings(round: number, facts: readonly TimedFact[]): RoundForRatings | null {
  let latest: { readonly fact: TimedFact; readonly event: RoundSettled } | null = null;
  let settledAt: string | null = null;
  let voided = false;
  const bets = new Map<string, { first: TimedFact & { box: number }; stakes: Minor; boxes: Set<number> }>();
  for (const fact of facts) {
    const { event } = fact;
    if (event.type === 'RoundSettled') {
      latest = { fact, event };
      settledAt ??= fact.time;
    } else if (event.type === 'RoundVoided') voided = true;
    else if (event.type === 'BetPlaced') {
      const bettor = bets.get(event.bettor) ?? {
        first: { ...fact, box: event.box },
        stakes: 0,
        boxes: new Set(),
      };
      bettor.stakes += event.amount;
      bettor.boxes.add(event.box);
      bets.set(event.bettor, bettor);
    }
  }
  if (latest === null || settledAt === null) return null;
  const settlement = latest.event;
  const bettors = voided
    ? []
    : [...bets].map(([bettor, { first, stakes, boxes }]): BettorRound => {
        const hands = new Set<string>();
        for (const line of settlement.lines)
          if (line.bettor === bettor && line.kind !== 'insurance') hands.add(`${line.box}/${line.hand}`);
        return {
          bettor,
          box: first.box,
          position: first.position,
          time: first.time,
          stakes,
          bets: boxes.size,
          hands: hands.size,
          net: settlement.netByBettor[bettor] ?? 0,
        };
      });
  return { round, settledAt, settlement: latest.fact.position, bettors };
}

/** Each settled round of a log's facts (in log order), read from its own facts. */
export function roundsForRatings(facts: readonly TimedFact[]): RoundForRatings[] {
  const streams = new Map<number, TimedFact[]>();
  for (const fact of facts) {
    if (fact.round === null) continue;
    const stream = streams.get(fact.round) ?? [];
    stream.push(fact);
    streams.set(fact.round, stream);
  }
  return [...streams].flatMap(([round, stream]) => roundForRatings(round, stream) ?? []);
}
