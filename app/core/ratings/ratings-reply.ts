import { toUnits } from '../../../engine/money.js';
import type { TableRatings } from './ratings-reader.js';

/** One rating session as the CLI prints it and the contract carries it (`ratingSchema`). */
export interface RatingJson {
  readonly player: string;
  readonly name: string;
  readonly table: string;
  readonly box: number;
  readonly gamingDay: string;
  readonly start: string;
  readonly end: string;
  readonly open: boolean;
  readonly rounds: number;
  readonly hands: number;
  readonly hours: number;
  readonly roundsPerHour: number | null;
  readonly averageBet: number | null;
  readonly stakes: number;
  readonly actual: number;
  readonly theo: number | null;
  readonly theoLow: number | null;
  readonly theoHigh: number | null;
  readonly edge: number | null;
  readonly edgeStandardError: number | null;
  readonly edgeMethod: 'simulation' | 'exact' | null;
  readonly profile: string;
}

export interface RatingsJson {
  readonly ratings: readonly RatingJson[];
  readonly withoutEdge: readonly { readonly profile: string; readonly command: string }[];
}

const units = (minor: number | null): number | null => (minor === null ? null : toUnits(minor));

/** The ratings as JSON: money in table units, times as ISO text, the edge as a fraction. */
export function ratingsReply(read: TableRatings, db: string): RatingsJson {
  return {
    ratings: read.ratings.map((rating) => ({
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
    })),
    withoutEdge: read.withoutEdge.map((profile) => ({ profile, command: edgeCommand(db) })),
  };
}

/** The command that records the house edge a rating needs. */
export const edgeCommand = (db: string): string => `sabot edge compute --db ${db} --operator NAME`;
