import { reasonOf } from '../../../app/core/sentences.js';
import { cardValue } from '../../../engine/cards/card.js';
import { handTotal } from '../../../engine/cards/hand.js';
import { shoeUnseenByPlayers, trueCountOf } from '../../../engine/protection/hi-lo.js';
import { RoundWatch } from '../../../engine/protection/round-watch.js';
import type { WatchedRound } from '../../../engine/protection/watched-round.js';
import { seededRandom } from '../../../engine/random/seeded.js';
import type { TableInput } from '../../../engine/round/inputs.js';
import {
  contextOf,
  openTable,
  phaseOf,
  submitInput,
  type TableSnapshot,
} from '../../../engine/round/table.js';
import type { TableContext } from '../../../engine/round/types.js';
import type { RuleProfile } from '../../../engine/rules/profile-schema.js';
import { AutoTable, type BetSize, type Strategy } from '../../../engine/sim/auto-table.js';
import { basicStrategyFor } from '../../../engine/strategy/basic-strategy.js';

/** A simulated player: how they size their bets and how they play their hands. */
export interface SyntheticPlayer {
  readonly stake?: BetSize;
  readonly strategy: (profile: RuleProfile) => Strategy;
}

/** The table's own facts beside the players' (a croupier named, a misdeal marked), before an input. */
export type TableHand = (phase: ReturnType<typeof phaseOf>, context: TableContext) => TableInput | null;

/**
 * Plays `rounds` rounds of one player on box 1 through the round statechart, every fact watched as
 * the log's fold would watch it.
 */
export function watchedSession(
  profile: RuleProfile,
  player: SyntheticPlayer,
  seed: number,
  rounds: number,
  table: TableHand = () => null,
): WatchedRound[] {
  const driver = new AutoTable({
    boxes: 1,
    strategy: player.strategy(profile),
    random: seededRandom(seed),
    ...(player.stake && { stake: player.stake }),
  });
  const watch = new RoundWatch();
  let snapshot: TableSnapshot = openTable(profile);
  let settled = 0;
  while (settled < rounds) {
    const phase = phaseOf(snapshot);
    const input = table(phase, contextOf(snapshot)) ?? driver.nextInput(phase, contextOf(snapshot));
    const result = submitInput(snapshot, input);
    if (!result.ok) throw new Error(`refused ${JSON.stringify(input)} in ${phase}: ${reasonOf(result)}`);
    watch.observe(snapshot, result.snapshot);
    if (phase !== 'settled' && phaseOf(result.snapshot) === 'settled') settled += 1;
    snapshot = result.snapshot;
  }
  return watch.finish();
}

const units = (context: TableContext, n: number): number => (n * context.limits.min) / 100;

/** Basic strategy, the table minimum every round. */
export const flatBasic: SyntheticPlayer = { strategy: basicStrategyFor };

/** Basic strategy, a stake drawn at random from 1 to 12 units: bets that vary but know nothing. */
export const randomSpreader = (seed: number): SyntheticPlayer => {
  const random = seededRandom(seed);
  return {
    strategy: basicStrategyFor,
    stake: (_box, context) => units(context, 1 + Math.floor(random() * 12)),
  };
};

/** A Hi-Lo counter: 1 unit at a true count of +1 or less, then 4, 8 and 12 from +4 up. */
export const counter: SyntheticPlayer = {
  strategy: basicStrategyFor,
  stake: (_box, context) => {
    const count = Math.floor(trueCountOf(context.shoe.composition));
    return units(context, count <= 1 ? 1 : count === 2 ? 4 : count === 3 ? 8 : 12);
  },
};

/** Basic strategy, except the two plays the hole card decides: stand on a dealer's stiff, hit a made hand. */
export const holeCardReader: SyntheticPlayer = {
  strategy: (profile) => {
    const basic = basicStrategyFor(profile);
    return (hand, up, context) => {
      const choice = basic(hand, up, context);
      const hole = context.round.dealer[1];
      const { total, soft } = handTotal(hand.cards);
      if (!hole || soft || total < 12 || (choice !== 'hit' && choice !== 'stand')) return choice;
      const dealer = handTotal([up, hole]).total;
      if (choice === 'hit' && dealer >= 12 && dealer <= 16 && total <= 16) return 'stand';
      if (choice === 'stand' && dealer >= 17 && dealer > total) return 'hit';
      return choice;
    };
  },
};

/** Basic strategy but standing on 16 against a 10 from a true count of 0 and on 15 from +4. */
export const indexPlayer: SyntheticPlayer = {
  strategy: (profile) => {
    const basic = basicStrategyFor(profile);
    return (hand, up, context) => {
      const choice = basic(hand, up, context);
      const { total, soft } = handTotal(hand.cards);
      const count = trueCountOf(shoeUnseenByPlayers(context));
      if (
        choice === 'hit' &&
        !soft &&
        cardValue(up) === 10 &&
        ((total === 16 && count >= 0) || (total === 15 && count >= 4))
      )
        return 'stand';
      return choice;
    };
  },
};

/** Basic strategy but standing on 16 or 15 against a 10 at random, one time in two: errors blind to the count. */
export const sloppyPlayer = (seed: number): SyntheticPlayer => {
  const random = seededRandom(seed);
  return {
    strategy: (profile) => {
      const basic = basicStrategyFor(profile);
      return (hand, up, context) => {
        const choice = basic(hand, up, context);
        const { total, soft } = handTotal(hand.cards);
        const stiff = !soft && (total === 16 || total === 15) && cardValue(up) === 10;
        return choice === 'hit' && stiff && random() < 0.5 ? 'stand' : choice;
      };
    },
  };
};

export const CROUPIERS = ['ana', 'ben', 'mia', 'tom'];
const ROUNDS_PER_TURN = 250;

/** A shift of four croupiers taking turns; each misdeals the deal's first card at their own rate. */
export function shift(misdealRate: Readonly<Record<string, number>>, seed: number): TableHand {
  const random = seededRandom(seed);
  return (phase, context) => {
    const opening = phase === 'settled' || (phase === 'betting' && context.round.boxes.length === 0);
    if (opening) {
      const next = phase === 'settled' ? context.round.number + 1 : context.round.number;
      const due = CROUPIERS[Math.floor(next / ROUNDS_PER_TURN) % CROUPIERS.length] as string;
      return context.books.croupier === due ? null : { type: 'croupier', name: due };
    }
    const { round, books } = context;
    const firstCard = phase === 'dealing' && round.dealt === 1 && round.misdeals.length === 0;
    return firstCard && random() < (misdealRate[books.croupier ?? ''] ?? 0) ? { type: 'misdeal' } : null;
  };
}
