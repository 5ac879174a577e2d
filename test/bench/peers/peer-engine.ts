/** One run of an engine in the peers bench: its own count of rounds, its times and its edge. */
export interface PeerRun {
  readonly rounds: number;
  readonly wallS: number;
  /** Processor seconds of the thread (or process) that played. */
  readonly cpuS: number;
  /** The player's mean result per round per unit staked (negative: the house edge). */
  readonly ev: number;
  /** One standard error of `ev`. */
  readonly stderr: number;
}

/** An engine the bench can play the peers' rules on, one thread, or why it cannot here. */
export interface PeerEngine {
  readonly name: string;
  readonly refusal: string | null;
  /** The speed the engine's own documents give, and where, for a bench that cannot play it. */
  readonly published: { readonly roundsPerSecond: number; readonly source: string } | null;
  play(rounds: number, seed: number): PeerRun;
}
