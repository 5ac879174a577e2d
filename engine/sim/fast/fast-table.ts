import type { SeededStream } from '../../random/seeded.js';
import type { RuleProfile } from '../../rules/profile-schema.js';
import type { RoundTally } from '../round-tally.js';
import { VALUE_OF } from './card-codes.js';
import { FastChoices } from './fast-choices.js';
import { DOUBLED, FastLayout, HANDS_PER_BOX, STOOD, SURRENDERED } from './fast-layout.js';
import { type FastRules, fastRulesOf } from './fast-rules.js';
import { settleFastRound } from './fast-settle.js';
import { FastShoe } from './fast-shoe.js';
import { DOUBLE, HIT, SPLIT, STAND, StrategyTable } from './strategy-table.js';

/**
 * One simulated table played as the statechart plays it under the auto table (engine/sim/
 * auto-table.ts): the minimum on boxes 1…N, the same deal order, insurance closed untaken, each
 * hand by basic strategy with the statechart's fallbacks, the dealer's rule, the same settlement,
 * and the same shoe: shuffled at the same moments from the same generator. Nothing is allocated
 * per round; a trace of the round is built only when asked for.
 */
export class FastTable {
  readonly layout: FastLayout;
  readonly rules: FastRules;
  private readonly shoe: FastShoe;
  private readonly choices: FastChoices;
  /** Each box's current player: seat 1 is `boxN`, seat 2 `boxN-2`, … (home sessions). */
  readonly seat: Int32Array;
  /** Each box's player's chips, in minor units (home sessions). */
  readonly chips: Float64Array;
  /** Each box's net in the round just settled, in minor units. */
  readonly net: Float64Array;
  /** Shoes dealt from so far, as the statechart's run counts them: a home deck gathered is a new one. */
  shoesOpened = 0;
  private firstRound = true;
  /** The dealer's up-card value in the round being played. */
  private upcard = 0;

  constructor(
    profile: RuleProfile,
    readonly boxes: number,
    random: SeededStream,
  ) {
    this.rules = fastRulesOf(profile);
    this.layout = new FastLayout(boxes);
    this.shoe = new FastShoe(profile, random);
    this.choices = new FastChoices(this.layout, this.rules, new StrategyTable(profile));
    this.seat = new Int32Array(boxes);
    this.chips = new Float64Array(boxes);
    this.net = new Float64Array(boxes);
    this.newTable();
  }

  /** A new table (a home session): new players with their starting chips, a new driver's shoe. */
  newTable(): void {
    this.seat.fill(1);
    this.chips.fill(this.rules.playerChips ?? 0);
    this.firstRound = true;
  }

  /** Plays one round to its settlement and adds it to the tally; returns the players' net. */
  playRound(tally: RoundTally, round: number): number {
    this.openRound(tally);
    this.deal();
    const { layout, rules } = this;
    const up = this.upcard;
    if (rules.insuranceOffered && up === 1) this.shoe.follow(); // the window closes: one input
    const peeked = rules.peek && ((up === 1 && rules.peekOnAce) || (up === 10 && rules.peekOnTen));
    if (!(peeked && layout.dealerNatural())) {
      for (let box = 0; box < this.boxes; box++) this.playBox(box);
      this.playDealer();
    }
    return settleFastRound(this, tally, round);
  }

  /** Between rounds: the driver's shoe, the shuffle the cut card made due, the players who can bet. */
  private openRound(tally: RoundTally): void {
    const { shoe, rules } = this;
    if (this.firstRound) this.newShoe();
    else {
      shoe.follow();
      if (shoe.cutCardOut || rules.reshuffleEveryRound) this.newShoe();
    }
    this.firstRound = false;
    if (rules.playerChips !== null) {
      for (let box = 0; box < this.boxes; box++) {
        if ((this.chips[box] as number) >= rules.minStake) continue;
        this.seat[box] = (this.seat[box] as number) + 1;
        this.chips[box] = rules.playerChips;
        tally.playersReplaced += 1;
      }
    }
    this.layout.open(rules.minStake);
  }

  private newShoe(): void {
    this.shoe.fresh();
    this.shoesOpened += 1;
  }

  private deal(): void {
    const { layout, boxes } = this;
    for (let box = 0; box < boxes; box++) layout.give(box * HANDS_PER_BOX, this.shoe.draw());
    layout.giveDealer(this.shoe.draw());
    for (let box = 0; box < boxes; box++) layout.give(box * HANDS_PER_BOX, this.shoe.draw());
    if (this.rules.peek) layout.giveDealer(this.shoe.draw());
    this.upcard = VALUE_OF[layout.dealer[0] as number] as number;
  }

  private playBox(box: number): void {
    const { layout, choices } = this;
    for (let hand = 0; hand < (layout.handCount[box] as number); hand++) {
      const slot = box * HANDS_PER_BOX + hand;
      while (!choices.isFinished(box, slot)) {
        if ((layout.length[slot] as number) < 2 || ((layout.flags[slot] as number) & DOUBLED) !== 0) {
          layout.give(slot, this.shoe.draw());
          continue;
        }
        const choice = choices.choose(box, slot, this.upcard, this.freeChips(box));
        if (choice === HIT) {
          layout.give(slot, this.shoe.draw());
          continue;
        }
        this.shoe.follow(); // a decision is an input too
        if (choice === STAND) layout.flags[slot] = (layout.flags[slot] as number) | STOOD;
        else if (choice === DOUBLE) {
          layout.flags[slot] = (layout.flags[slot] as number) | DOUBLED;
          layout.doubled[slot] = layout.stake[slot] as number;
        } else if (choice === SPLIT) layout.split(box, slot);
        else layout.flags[slot] = (layout.flags[slot] as number) | SURRENDERED;
      }
    }
  }

  /** The box's player's chips not yet on the layout; unlimited at a casino table. */
  private freeChips(box: number): number {
    if (this.rules.playerChips === null) return Number.POSITIVE_INFINITY;
    const { layout } = this;
    let committed = 0;
    const first = box * HANDS_PER_BOX;
    for (let slot = first; slot < first + (layout.handCount[box] as number); slot++)
      committed += (layout.stake[slot] as number) + (layout.doubled[slot] as number);
    return (this.chips[box] as number) - committed;
  }

  /** `dealerNeedsCard`: the drawing rule while a hand is live, else only the card settling needs. */
  private playDealer(): void {
    const { layout, rules } = this;
    let live = false;
    let naturalWaits = false;
    for (let box = 0; box < this.boxes; box++) {
      for (let hand = 0; hand < (layout.handCount[box] as number); hand++) {
        const slot = box * HANDS_PER_BOX + hand;
        const natural = layout.isNatural(slot);
        if (natural) naturalWaits = true;
        else if ((layout.hard[slot] as number) <= 21 && ((layout.flags[slot] as number) & SURRENDERED) === 0)
          live = true;
      }
    }
    if (live || rules.dealerCompletes) {
      while (layout.dealerLength < 2 || this.dealerMustDraw()) layout.giveDealer(this.shoe.draw());
    } else if (layout.dealerLength < 2 && (this.upcard === 1 || this.upcard === 10) && naturalWaits) {
      layout.giveDealer(this.shoe.draw());
    }
  }

  private dealerMustDraw(): boolean {
    const { layout, rules } = this;
    if (layout.dealerHard > 21) return false;
    const total = layout.dealerTotal();
    if (total < rules.dealerStandsOn) return true;
    const soft = total !== layout.dealerHard;
    return soft && total === rules.dealerStandsOn && rules.dealerHitsSoft17;
  }
}
