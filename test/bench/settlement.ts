import { type Card, FULL_DECK } from '../../engine/cards/card.js';
import { hardTotal, isNatural } from '../../engine/cards/hand.js';
import { dealerAction } from '../../engine/dealer/dealer-action.js';
import type { Minor } from '../../engine/money.js';
import { type RandomSource, seededRandom } from '../../engine/random/seeded.js';
import type { RuleProfile } from '../../engine/rules/profile-schema.js';
import { classic6d } from '../../engine/rules/profiles/classic-6d.js';
import { home1d } from '../../engine/rules/profiles/home-1d.js';
import { open6d } from '../../engine/rules/profiles/open-6d.js';
import type {
  FinishedHand,
  InsuranceBet,
  RoundToSettle,
  StakeOnHand,
} from '../../engine/settlement/round.js';
import { settleRound } from '../../engine/settlement/settle.js';
import { type BenchSuite, measure } from './harness.js';

/** A settlement is one bettor's stake on one hand, so a run settles exactly this many stakes. */
const SETTLEMENTS_PER_RUN = 1_000_000;
/** Rounds generated once and settled over and over: enough variety, little memory. */
const POOL_ROUNDS = 20_000;
const PROFILES: readonly RuleProfile[] = [classic6d, open6d, home1d];

const pick = <T>(items: readonly T[], random: RandomSource): T =>
  items[Math.floor(random() * items.length)] as T;
const chance = (share: number, random: RandomSource): boolean => random() < share;

/** Player cards: two, then hits until 17 or a bust, as a rough player would. */
function playerCards(random: RandomSource): Card[] {
  const cards = [pick(FULL_DECK, random), pick(FULL_DECK, random)];
  while (hardTotal(cards) < 12 || (hardTotal(cards) < 17 && chance(0.5, random))) {
    cards.push(pick(FULL_DECK, random));
  }
  return cards;
}

function dealerCards(profile: RuleProfile, random: RandomSource): Card[] {
  const cards = [pick(FULL_DECK, random)];
  while (dealerAction(cards, profile.dealer) === 'draw') cards.push(pick(FULL_DECK, random));
  return cards;
}

function stakesOnBox(random: RandomSource): StakeOnHand[] {
  const bettors = 1 + Math.floor(random() * 3);
  return Array.from({ length: bettors }, (_, seat): StakeOnHand => {
    const stake: Minor = (5 + Math.floor(random() * 96)) * 100;
    return { bettor: `bettor${seat}`, stake, doubled: chance(0.1, random) ? stake : 0 };
  });
}

function randomRound(random: RandomSource): RoundToSettle {
  const profile = pick(PROFILES, random);
  const dealer = dealerCards(profile, random);
  const hands: FinishedHand[] = [];
  const insurance: InsuranceBet[] = [];
  const boxes = 1 + Math.floor(random() * 7);
  for (let box = 1; box <= boxes; box++) {
    const stakes = stakesOnBox(random);
    const handsOnBox = chance(0.05, random) ? 2 : 1;
    for (let hand = 0; hand < handsOnBox; hand++) {
      const cards = playerCards(random);
      const fromSplit = handsOnBox > 1;
      const surrendered = !fromSplit && chance(0.03, random);
      const evenMoney = isNatural(cards, fromSplit) && chance(0.2, random);
      hands.push({ box, hand, cards, fromSplit, surrendered, evenMoney, stakes });
    }
    if (dealer[0]?.startsWith('A') && chance(0.3, random)) {
      insurance.push({ box, bettor: 'bettor0', amount: 250 });
    }
  }
  return { hands, insurance, dealerCards: dealer, profile };
}

const stakesIn = (round: RoundToSettle): number =>
  round.hands.reduce((sum, hand) => sum + hand.stakes.length, 0);

/**
 * Settles rounds from the pool until a million stakes are settled. Both loops return a sum so
 * the engine cannot drop work whose result nobody reads.
 */
function settleOneMillion(pool: readonly RoundToSettle[]): Minor {
  let settled = 0;
  let bankNet = 0;
  for (let i = 0; settled < SETTLEMENTS_PER_RUN; i = (i + 1) % pool.length) {
    const round = pool[i] as RoundToSettle;
    bankNet += settleRound(round).bankNet;
    settled += stakesIn(round);
  }
  return bankNet;
}

/** The floor: walks the same rounds and sums the same stakes, with no rule applied. */
function sumOneMillionStakes(pool: readonly RoundToSettle[]): Minor {
  let summed = 0;
  let staked = 0;
  for (let i = 0; summed < SETTLEMENTS_PER_RUN; i = (i + 1) % pool.length) {
    const round = pool[i] as RoundToSettle;
    for (const hand of round.hands) for (const stake of hand.stakes) staked += stake.stake + stake.doubled;
    for (const bet of round.insurance) staked += bet.amount;
    summed += stakesIn(round);
  }
  return staked;
}

export const settlementSuite: BenchSuite = {
  title: 'Settlement (one million stakes settled)',
  async run() {
    const random = seededRandom(20_240_601);
    const pool = Array.from({ length: POOL_ROUNDS }, () => randomRound(random));
    const [settle, baseline] = await measure(
      {
        'settle 1,000,000 stakes (settleRound)': () => settleOneMillion(pool),
        'baseline: sum the same 1,000,000 stakes': () => sumOneMillionStakes(pool),
      },
      { iterations: 7, timeMs: 1 },
    );
    if (!settle || !baseline) throw new Error('the settlement benchmark did not report both tasks');
    const ratio = settle.medianMs / baseline.medianMs;
    const nsPerStake = (settle.medianMs * 1e6) / SETTLEMENTS_PER_RUN;
    const note = `${ratio.toFixed(1)}× the baseline; ${nsPerStake.toFixed(0)} ns per stake; ${POOL_ROUNDS} pre-generated rounds, reused`;
    return [
      { ...settle, note },
      { ...baseline, note: 'same rounds, stakes summed, no rules' },
    ];
  },
};
