/**
 * The document `sabot simulate --json` prints, as the tests and the benchmarks read it:
 * `profile`, `rounds`, `ev`, `stderr` and `roundsPerSecond` first, then how the run was made.
 */
export interface SimulationJson {
  profile: string;
  rounds: number;
  ev: number;
  stderr: number;
  roundsPerSecond: number;
  interval95: [number, number];
  roundStdDev: number;
  seed: number;
  workers: number;
  boxes: number;
  stakePerRound: number;
  strategy: string;
  engine: string;
  /** The fast engine's sample replayed through the statechart; absent when the statechart played. */
  check?: { rounds: number; identical: boolean };
  rules: string;
  elapsedSeconds: number;
  counts: Record<string, number>;
}
