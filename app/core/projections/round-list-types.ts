/** The pit boss's round list as the core answers it (the contract's listRounds carries it as is). */
export const ROUND_FLAGS = ['misdeal', 'correction', 'alarm', 'void'] as const;
export type RoundFlag = (typeof ROUND_FLAGS)[number];

export interface RoundPageRequest {
  /** At most this many rounds (50 unless given). */
  readonly limit?: number;
  /** Only rounds older than this one: the `next` of the page before. */
  readonly before?: number;
  readonly box?: number;
  readonly bettor?: string;
  readonly flag?: RoundFlag;
}

export interface RoundSummary {
  readonly round: number;
  readonly shoe: number;
  readonly boxes: number[];
  readonly bettors: string[];
  readonly flags: RoundFlag[];
  /** Each bettor's net in table units. */
  readonly net: Record<string, number>;
  readonly startedAt: string;
  readonly settledAt: string | null;
  readonly croupier: string;
  /** The croupier's badge where the table's staff register names them (see RoundCroupier). */
  readonly croupierBadge: string | null;
}

export interface RoundPage {
  /** Newest first. */
  readonly rounds: RoundSummary[];
  /** The `before` of the next, older page; null on the last page. */
  readonly next: number | null;
}
