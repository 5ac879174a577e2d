import { isNatural } from '../cards/hand.js';
import type { Minor } from '../money.js';
import { handIsNatural } from '../round/hands.js';
import type { Round } from '../round/types.js';

/**
 * What a simulation adds up, round by round: the exact sums behind the mean and its standard
 * error, and the counts worth printing beside them. Plain data (the big sums as decimal strings),
 * so a worker thread can post it and the parts of a run can be merged without rounding.
 *
 * Every simulated round stakes the same initial amount (the minimum on each of the same boxes), so
 * a round's share x = net / stake is an integer net over a constant: summing the nets and their
 * squares as integers gives the mean and the variance of x exactly, in any order of merging.
 */
export interface TallyTotals {
  readonly rounds: number;
  /** The sum of the initial stakes of one round, in minor units: the same in every round. */
  readonly stakePerRound: Minor;
  /** Σ of the players' net per round, in minor units (decimal string of an integer). */
  readonly netSum: string;
  /** Σ of the squares of the players' net per round (decimal string of an integer). */
  readonly netSquareSum: string;
  readonly hands: number;
  readonly blackjacks: number;
  readonly dealerBlackjacks: number;
  readonly doubles: number;
  readonly splits: number;
  readonly surrenders: number;
  readonly insurances: number;
  readonly evenMoney: number;
  readonly handsWon: number;
  readonly handsPushed: number;
  readonly handsLost: number;
  /** Shoes dealt from, the first included; a home deck gathered and shuffled is a new one. */
  readonly shoes: number;
  /** Players who had to leave a box with too few chips for the next bet (home sessions). */
  readonly playersReplaced: number;
  /** Home sessions begun, each with the starting chips (0 at a casino table). */
  readonly sessions: number;
}

/**
 * Squares of a round's net stay far below 2^53 (a few times 10^8 at most), but their sum over ten
 * million rounds may not: the running sums move into BigInts every so many rounds, before a float
 * could lose a unit.
 */
const ROUNDS_PER_FLUSH = 65_536;

/** The running tally of one runner: mutable for speed, read out as `TallyTotals`. */
export class RoundTally {
  rounds = 0;
  hands = 0;
  blackjacks = 0;
  dealerBlackjacks = 0;
  doubles = 0;
  splits = 0;
  surrenders = 0;
  insurances = 0;
  evenMoney = 0;
  handsWon = 0;
  handsPushed = 0;
  handsLost = 0;
  shoes = 0;
  playersReplaced = 0;
  sessions = 0;
  private stakePerRound: Minor | null = null;
  private netSum = 0n;
  private netSquareSum = 0n;
  private pendingNet = 0;
  private pendingSquares = 0;
  private pendingRounds = 0;
  private readonly bettorOnBox = new Map<number, string>();

  /** Adds a settled round; its stakes must be those of every other round of the run. */
  addRound(round: Round): void {
    const settlement = round.settlement;
    if (!settlement) throw new Error(`round ${round.number} is not settled`);
    let stake = 0;
    for (const box of round.boxes) {
      for (const bettor of box.bettors) stake += bettor.stake;
      this.notePlayer(box.box, box.bettors[0]?.bettor);
      this.splits += box.hands.length - 1;
      for (const hand of box.hands) {
        this.hands += 1;
        if (handIsNatural(hand)) this.blackjacks += 1;
        if (hand.doubled) this.doubles += 1;
        if (hand.surrendered) this.surrenders += 1;
        if (hand.evenMoney) this.evenMoney += 1;
      }
    }
    for (const line of settlement.lines) {
      if (line.kind !== 'hand') continue;
      if (line.outcome === 'push') this.handsPushed += 1;
      else if (line.outcome === 'lose') this.handsLost += 1;
      else this.handsWon += 1;
    }
    if (isNatural(round.dealer.slice(0, 2))) this.dealerBlackjacks += 1;
    this.insurances += round.insurance.length;
    // The bank is the other side of every bet: its net is exactly minus the players'.
    this.addNet(stake, -settlement.bankNet, round.number);
  }

  /**
   * A round's stakes and the players' net; the counts are the caller's (`addRound` reads them off
   * the round, the fast table keeps them as it plays). The stakes must be those of every round.
   */
  addNet(stake: Minor, net: Minor, round: number): void {
    if (this.stakePerRound === null) this.stakePerRound = stake;
    else if (stake !== this.stakePerRound)
      throw new Error(`round ${round} staked ${stake}, not the ${this.stakePerRound} of every round`);
    this.rounds += 1;
    this.pendingNet += net;
    this.pendingSquares += net * net;
    if (++this.pendingRounds === ROUNDS_PER_FLUSH) this.flush();
  }

  /** A new table: its players are new, not replacements of the last table's. */
  newTable(): void {
    this.bettorOnBox.clear();
  }

  private notePlayer(box: number, bettor: string | undefined): void {
    if (bettor === undefined) return;
    const before = this.bettorOnBox.get(box);
    if (before !== undefined && before !== bettor) this.playersReplaced += 1;
    this.bettorOnBox.set(box, bettor);
  }

  private flush(): void {
    this.netSum += BigInt(this.pendingNet);
    this.netSquareSum += BigInt(this.pendingSquares);
    this.pendingNet = 0;
    this.pendingSquares = 0;
    this.pendingRounds = 0;
  }

  totals(): TallyTotals {
    this.flush();
    return {
      rounds: this.rounds,
      stakePerRound: this.stakePerRound ?? 0,
      netSum: String(this.netSum),
      netSquareSum: String(this.netSquareSum),
      hands: this.hands,
      blackjacks: this.blackjacks,
      dealerBlackjacks: this.dealerBlackjacks,
      doubles: this.doubles,
      splits: this.splits,
      surrenders: this.surrenders,
      insurances: this.insurances,
      evenMoney: this.evenMoney,
      handsWon: this.handsWon,
      handsPushed: this.handsPushed,
      handsLost: this.handsLost,
      shoes: this.shoes,
      playersReplaced: this.playersReplaced,
      sessions: this.sessions,
    };
  }
}
