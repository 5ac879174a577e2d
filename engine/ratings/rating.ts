import type { HouseEdgeComputed } from '../log/log-events.js';
import type { RatingSession } from './rating-sessions.js';

/** The share of a normal distribution within ±1.96 standard errors: a 95 % interval. */
export const THEO_INTERVAL_Z = 1.96;

const HOUR_MS = 3_600_000;

/** A rating session as the pit boss reads it: time, pace, bets, the actual result and the theoretical win. */
export interface Rating extends RatingSession {
  /** When it ended, or (still seated) its last settlement. */
  readonly end: string;
  readonly hours: number;
  /** Null for a session of no measurable time. */
  readonly roundsPerHour: number | null;
  /** Initial stakes per initial bet, in minor units; null without bets. */
  readonly averageBet: number | null;
  /** The latest edge recorded for the session's rules; null: none yet (`sabot edge compute`). */
  readonly edge: HouseEdgeComputed | null;
  /** Σ initial stake × house edge, in minor units (a fraction of one: theo is an expectation). */
  readonly theo: number | null;
  readonly theoLow: number | null;
  readonly theoHigh: number | null;
}

/** A session rated with the edge of its rules (`edges` by rules hash), when the log has one. */
export function rate(session: RatingSession, edges: ReadonlyMap<string, HouseEdgeComputed>): Rating {
  const end = session.ended ?? session.lastSettled;
  const ms = Math.max(0, Date.parse(end) - Date.parse(session.start));
  const hours = ms / HOUR_MS;
  const edge = edges.get(session.rulesHash) ?? null;
  const theoAt = (share: number): number => session.stakes * share;
  const spread = edge ? THEO_INTERVAL_Z * edge.standardError : 0;
  return {
    ...session,
    end,
    hours,
    roundsPerHour: hours > 0 ? session.rounds / hours : null,
    averageBet: session.bets > 0 ? session.stakes / session.bets : null,
    edge,
    theo: edge && theoAt(edge.edge),
    theoLow: edge && theoAt(edge.edge - spread),
    theoHigh: edge && theoAt(edge.edge + spread),
  };
}
