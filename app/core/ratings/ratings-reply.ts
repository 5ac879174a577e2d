import { toUnits } from '../../../engine/money.js';
import type { RatingReply, RatingsReply } from '../../contract/ratings.js';
import type { TableRating, TableRatings } from './ratings-reader.js';

const units = (minor: number | null): number | null => (minor === null ? null : toUnits(minor));

/**
 * The ratings as the CLI prints them and the contract carries them (`ratingsReplySchema`): money in
 * table units, times as ISO text, the edge as a fraction.
 */
export function ratingsReply(read: TableRatings, db: string): RatingsReply {
  return {
    ratings: read.ratings.map(ratingReply),
    withoutEdge: withoutEdgeReply(read.withoutEdge, db),
  };
}

/** One rating session as the reply carries it. */
export const ratingReply = (rating: TableRating): RatingReply => ({
  player: rating.player,
  name: rating.name,
  table: rating.table,
  box: rating.box,
  gamingDay: rating.gamingDay,
  start: rating.start,
  end: rating.end,
  open: rating.ended === null,
  rounds: rating.rounds,
  hands: rating.hands,
  hours: rating.hours,
  roundsPerHour: rating.roundsPerHour,
  averageBet: units(rating.averageBet),
  stakes: toUnits(rating.stakes),
  actual: toUnits(rating.actual),
  theo: units(rating.theo),
  theoLow: units(rating.theoLow),
  theoHigh: units(rating.theoHigh),
  edge: rating.edge?.edge ?? null,
  edgeStandardError: rating.edge?.standardError ?? null,
  edgeMethod: rating.edge?.method ?? null,
  profile: rating.profile,
});

/** The profiles without an edge, each with the command that records one. */
export const withoutEdgeReply = (profiles: readonly string[], db: string): RatingsReply['withoutEdge'] =>
  profiles.map((profile) => ({ profile, command: edgeCommand(db) }));

/** The command that records the house edge a rating needs. */
export const edgeCommand = (db: string): string => `sabot edge record --db ${db} --operator NAME`;
