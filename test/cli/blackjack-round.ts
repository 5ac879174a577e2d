/**
 * A classic-6d round from its deal on, as table-script lines, for the bets of box 1 and of bob on
 * box 2: A♠ K♦ to box 1, a blackjack; 9♥ 5♣ to box 2; the dealer's 7♦, then 10♣ for 17. The split
 * asked of box 2's 9-5 is refused (the cards differ in value), and box 2 stands on 14.
 */
export const BLACKJACK_BESIDE_A_REFUSED_SPLIT: readonly string[] = [
  '{"type":"deal"}',
  '{"type":"card","card":"AS"}',
  '{"type":"card","card":"9h"}',
  '{"type":"card","card":"7♦"}',
  '{"type":"card","card":"KD"}',
  '{"type":"card","card":"5C"}',
  '{"type":"split"}',
  '{"type":"stand"}',
  '{"type":"card","card":"TC"}',
];
