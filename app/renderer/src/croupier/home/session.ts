import type { Phase, RoundReport } from '../../table-types';

export type Chips = NonNullable<RoundReport['chips']>;

export interface Standing {
  readonly player: string;
  readonly chips: number;
  /** 1 for the most chips; equal counts share a rank. */
  readonly rank: number;
}

export interface HomeSession {
  readonly chips: Chips;
  /** The round on the table now, counted in its session (the one just settled, while the table is in the settled phase). */
  readonly round: number;
  /** Rounds finished: their chips have moved. */
  readonly settled: number;
  /** The agreed number of rounds, when the profile names one. */
  readonly total: number | null;
  readonly over: boolean;
  readonly standings: Standing[];
}

/** The home game as the croupier's screen shows it, or null at a casino table (no chips). */
/** `sessionRounds` is the agreed number of rounds the table's profile names (the view carries it). */
export function homeSession(
  sessionRounds: number | null,
  phase: Phase,
  round: RoundReport,
  /** The session's first round: its rounds count from there (a new session follows the agreed rounds). */
  firstRound: number | null = 1,
): HomeSession | null {
  const { chips } = round;
  if (!chips) return null;
  const total = sessionRounds;
  const inSession = round.round - (firstRound ?? 1) + 1;
  const settled = phase === 'settled' ? inSession : inSession - 1;
  return {
    chips,
    round: inSession,
    settled,
    total,
    over: total !== null && settled >= total,
    standings: rank(chips.players),
  };
}

/** Players by chips, most first; equal counts share a rank ("1, 2, 2, 4"), then by name. */
export function rank(players: Readonly<Record<string, number>>): Standing[] {
  const sorted = Object.entries(players).sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  const standings: Standing[] = [];
  sorted.forEach(([player, chips], index) => {
    const previous = standings[index - 1];
    standings.push({ player, chips, rank: previous && previous.chips === chips ? previous.rank : index + 1 });
  });
  return standings;
}
