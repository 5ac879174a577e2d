import { type Minor, type PayoutRatio, winnings } from '../../money.js';

/**
 * `winnings` for the stakes a fast round can hold, worked out once: every hand stakes the table
 * minimum, or twice it once doubled, so a round pays from a lookup where `winnings` divides (two
 * divisions a paid hand, among the slowest steps a processor takes). Any other stake is paid by
 * `winnings` itself.
 */
export class FastPayouts {
  private readonly winOnStake: Minor;
  private readonly winOnDouble: Minor;
  private readonly blackjackOnStake: Minor;

  constructor(
    private readonly stake: Minor,
    private readonly winRatio: PayoutRatio,
    private readonly blackjackRatio: PayoutRatio,
  ) {
    this.winOnStake = winnings(stake, winRatio);
    this.winOnDouble = winnings(2 * stake, winRatio);
    this.blackjackOnStake = winnings(stake, blackjackRatio);
  }

  win(staked: Minor): Minor {
    if (staked === this.stake) return this.winOnStake;
    if (staked === 2 * this.stake) return this.winOnDouble;
    return winnings(staked, this.winRatio);
  }

  blackjack(staked: Minor): Minor {
    return staked === this.stake ? this.blackjackOnStake : winnings(staked, this.blackjackRatio);
  }
}
