import type { SeededStream } from '../../random/seeded.js';
import type { RuleProfile } from '../../rules/profile-schema.js';
import type { RoundTally } from '../round-tally.js';
import { VALUE_OF } from './card-codes.js';
import { FastChoices, FINISHED, TAKE_CARD } from './fast-choices.js';
import { DOUBLED, FastLayout, HANDS_PER_BOX, STOOD, SURRENDERED } from './fast-layout.js';
import { FastPayouts } from './fast-payouts.js';
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
  readonly payouts: FastPayouts;
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
  /** `dealerMustDraw` for every hand of two cards or more: index 2 × hard total + (1 if it holds an ace). */
  private readonly dealerDraws: Uint8Array;
  /** The dealer's up-card value in the round being played. */
  private upcard = 0;
  /** Of the round's finished hands: one is still live against the dealer (not bust, not surrendered). */
  private live = false;
  /** Of the round's finished hands: a natural waits for the dealer's second card. */
  private naturalWaits = false;

  constructor(
    profile: RuleProfile,
    readonly boxes: number,
    random: SeededStream,
  ) {
    this.rules = fastRulesOf(profile);
    this.payouts = new FastPayouts(this.rules.minStake, this.rules.win, this.rules.blackjack);
    this.layout = new FastLayout(boxes);
    this.shoe = new FastShoe(profile, random);
    this.choices = new FastChoices(this.layout, this.rules, new StrategyTable(profile));
    this.dealerDraws = dealerDrawTable(this.rules);
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
    this.live = false;
    this.naturalWaits = false;
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
      if (shoe.cutCardOut() || rules.reshuffleEveryRound) this.newShoe();
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
    const { layout, choices, shoe } = this;
    const chipsCounted = this.rules.playerChips !== null;
    for (let hand = 0; hand < (layout.handCount[box] as number); hand++) {
      const slot = box * HANDS_PER_BOX + hand;
      for (;;) {
        const step = choices.nextStep(box, slot, this.upcard, chipsCounted ? this.freeChips(box) : 0);
        if (step === FINISHED) break;
        if (step === TAKE_CARD || step === HIT) {
          layout.give(slot, shoe.draw());
          continue;
        }
        shoe.follow(); // a decision is an input too
        if (step === STAND) layout.flags[slot] = (layout.flags[slot] as number) | STOOD;
        else if (step === DOUBLE) {
          layout.flags[slot] = (layout.flags[slot] as number) | DOUBLED;
          layout.doubled[slot] = layout.stake[slot] as number;
        } else if (step === SPLIT) layout.split(box, slot);
        else layout.flags[slot] = (layout.flags[slot] as number) | SURRENDERED;
      }
      // A hand's turn, once over, is never reopened: what the dealer's turn needs is known now.
      if (layout.isNatural(slot)) this.naturalWaits = true;
      else if ((layout.hard[slot] as number) <= 21 && ((layout.flags[slot] as number) & SURRENDERED) === 0)
        this.live = true;
    }
  }

  /** The box's player's chips not yet on the layout; 0 at a casino table, where chips are not counted. */
  private freeChips(box: number): number {
    // A small integer, not an infinity: a number that is not one would be a new heap object per call.
    if (this.rules.playerChips === null) return 0;
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
    if (this.live || rules.dealerCompletes) {
      const draws = this.dealerDraws;
      while (layout.dealerLength < 2 || draws[2 * layout.dealerHard + (layout.dealerAces > 0 ? 1 : 0)] === 1)
        layout.giveDealer(this.shoe.draw());
    } else if (layout.dealerLength < 2 && (this.upcard === 1 || this.upcard === 10) && this.naturalWaits) {
      layout.giveDealer(this.shoe.draw());
    }
  }
}

/** The statechart's `dealerMustDraw`, as a table of the dealer's hard total and whether an ace is held. */
function dealerDrawTable(rules: FastRules): Uint8Array {
  // The most a dealer's hard total can reach: one below the standing total, then a ten.
  const totals = rules.dealerStandsOn + 10;
  const draws = new Uint8Array(2 * totals);
  for (let hard = 0; hard < totals; hard++) {
    for (const ace of [0, 1]) {
      const total = ace === 1 && hard + 10 <= 21 ? hard + 10 : hard;
      const soft = total !== hard;
      const draw =
        hard <= 21 &&
        (total < rules.dealerStandsOn || (soft && total === rules.dealerStandsOn && rules.dealerHitsSoft17));
      draws[2 * hard + ace] = draw ? 1 : 0;
    }
  }
  return draws;
}
