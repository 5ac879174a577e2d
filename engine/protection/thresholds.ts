/**
 * Where a protection signal turns into something the surveillance room looks at. One place, so
 * that docs/game-protection.md and the tests speak of the same figures.
 */
export const PROTECTION_THRESHOLDS = {
  /**
   * One-sided p below which a player's betting or playing is flagged. At 0.01 a count-blind
   * player whose bets vary is flagged about once in a hundred sessions, a flat bettor never; a
   * counter spreading 1 to 12 is flagged well inside 2,000 rounds.
   */
  significance: 0.01,
  /** Fewest rounds (bets, deviations) a player's signal is computed from at all. */
  fewestRounds: 30,
  /** Standard errors above the other croupiers' rate at which a croupier's rate stands out. */
  croupierStandardErrors: 3,
  /** Standard deviations a day's result may stray from the house edge's expectation (two-sided p ≈ 0.01). */
  holdStandardDeviations: 2.576,
} as const;
