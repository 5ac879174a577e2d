/**
 * Why a card out of the shoe was burned, as the audit keeps it (the round's misdeal records):
 * one sentence per cause, so a screen can say the same cause in its own language.
 */
export const BURN_WHY = {
  betsOpen: 'no hand may take it: bets are still open',
  settled: 'no hand may take it: the round is settled',
  insurance: 'no hand may take it: the insurance window is open',
  onOffer: 'no hand may take it: a misdealt card is on offer',
  unwanted: 'the hand on turn may not take it',
  marked: 'marked by the croupier as drawn by mistake',
} as const;

export type BurnCause = keyof typeof BURN_WHY;
