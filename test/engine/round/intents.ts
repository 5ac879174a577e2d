import fc from 'fast-check';
import { type Card, FULL_DECK } from '../../../engine/cards/card.js';
import { handTotal, isPairByValue } from '../../../engine/cards/hand.js';
import { toUnits } from '../../../engine/money.js';
import { seededRandom, shuffleInPlace } from '../../../engine/random/seeded.js';
import { handIsNatural, handOnTurn } from '../../../engine/round/hands.js';
import type { TableInput, TableInputText } from '../../../engine/round/inputs.js';
import { contextOf, phaseOf, type TableSnapshot } from '../../../engine/round/table.js';
import type { TableContext } from '../../../engine/round/types.js';
import type { RuleProfile } from '../../../engine/rules/profile-schema.js';
import { freshShoe, remainingCards } from '../../../engine/shoe/composition.js';

/**
 * Random table sessions for the model-based round properties. A session is a list of *intents*
 * that become concrete inputs only when they are played, against the table as it then stands: a
 * `card` is the next card of a seeded, shuffled shoe of the profile, an amount such as
 * `half-stake` is half the stake then on the box, and `auto` is what a sensible croupier and
 * player would do next (bet, deal, draw to 17, split a pair, double on 9–11, answer an offer).
 * The `auto` moves carry the rounds to their deep states (splits, doubles, misdeal offers,
 * insurance, settlement); every other intent is as likely to be illegal as legal.
 */

/** How an amount is picked when the intent is played; `stake` is the stake on the box concerned. */
export const AMOUNT_CHOICES = [
  'min',
  'twice-min',
  'max',
  'over-max',
  'half-min',
  'cent',
  'three-decimals',
  'stake',
  'half-stake',
  'quarter-stake',
] as const;
export type AmountChoice = (typeof AMOUNT_CHOICES)[number];

/** `box: 0` means "a box that matters now" (on the layout, offered, holding a natural). */
export type Intent =
  | { readonly kind: 'auto'; readonly pick: number }
  | { readonly kind: 'card' }
  | { readonly kind: 'odd-card'; readonly code: string }
  | { readonly kind: 'bet'; readonly box: number; readonly amount: AmountChoice; readonly bettor?: string }
  | { readonly kind: 'deal' }
  | { readonly kind: 'hit' }
  | { readonly kind: 'stand' }
  | { readonly kind: 'double'; readonly amount?: AmountChoice }
  | { readonly kind: 'split' }
  | { readonly kind: 'surrender'; readonly box?: number }
  | {
      readonly kind: 'insurance';
      readonly box: number;
      readonly amount: AmountChoice;
      readonly bettor?: string;
    }
  | { readonly kind: 'even-money'; readonly box: number }
  | { readonly kind: 'insurance-closed' }
  | { readonly kind: 'misdeal' }
  | { readonly kind: 'take'; readonly box: number }
  | { readonly kind: 'pass' }
  | { readonly kind: 'shuffle' }
  | { readonly kind: 'seat'; readonly box: number; readonly player: string; readonly card?: string }
  | { readonly kind: 'leave'; readonly box: number };

const boxOrRelevant = fc.integer({ min: 0, max: 7 });
const amountChoice = fc.constantFrom(...AMOUNT_CHOICES);
const bettorName = fc.option(fc.constantFrom('ann', 'bob', 'cid'), { nil: undefined });
/** Canonical codes, other spellings the reader accepts, and text that is no card at all. */
const oddCode = fc.oneof(
  fc.constantFrom(...FULL_DECK),
  fc.constantFrom('10h', 'a♠', 'Td', 'q♣', 'ZZ', '1S', '11H', 'A', 'joker'),
);

const simple = <K extends Intent['kind']>(kind: K) => fc.constant({ kind } as Extract<Intent, { kind: K }>);

/** Weighted so that most steps are cards and decisions and most rounds run to settlement. */
export const intent: fc.Arbitrary<Intent> = fc.oneof(
  { weight: 40, arbitrary: fc.record({ kind: fc.constant('auto' as const), pick: fc.nat(9999) }) },
  { weight: 18, arbitrary: simple('card') },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('odd-card' as const), code: oddCode }) },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('bet' as const),
      box: boxOrRelevant,
      amount: amountChoice,
      bettor: bettorName,
    }),
  },
  { weight: 2, arbitrary: simple('deal') },
  { weight: 4, arbitrary: simple('hit') },
  { weight: 5, arbitrary: simple('stand') },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('double' as const),
      amount: fc.option(amountChoice, { nil: undefined }),
    }),
  },
  { weight: 3, arbitrary: simple('split') },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('surrender' as const),
      box: fc.option(boxOrRelevant, { nil: undefined }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('insurance' as const),
      box: boxOrRelevant,
      amount: amountChoice,
      bettor: bettorName,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('even-money' as const), box: boxOrRelevant }) },
  { weight: 2, arbitrary: simple('insurance-closed') },
  { weight: 2, arbitrary: simple('misdeal') },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('take' as const), box: boxOrRelevant }) },
  { weight: 2, arbitrary: simple('pass') },
  { weight: 1, arbitrary: simple('shuffle') },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('seat' as const),
      box: fc.integer({ min: 1, max: 7 }),
      player: fc.constantFrom('ann', 'bob', 'sue'),
      card: fc.option(fc.constantFrom('P-1', 'P-2', 'bad card'), { nil: undefined }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('leave' as const), box: fc.integer({ min: 1, max: 7 }) }),
  },
);

export interface Session {
  readonly seed: number;
  readonly intents: readonly Intent[];
}

export const session = (maxLength: number): fc.Arbitrary<Session> =>
  fc.record({ seed: fc.nat(), intents: fc.array(intent, { minLength: 1, maxLength, size: 'max' }) });

/**
 * The physical shoe beside the table: a seeded shuffle of the profile's decks, dealt in order. It
 * follows the table's shoe: a new shoe (a shuffle, the home game's gathering after every round)
 * is a new shuffle, and when it runs dry (the home game's backup deck) a fresh deck is opened.
 */
export class SeededShoe {
  private cards: Card[] = [];
  private next = 0;
  private shoeNumber = -1;
  private refills = 0;

  constructor(
    private readonly profile: RuleProfile,
    private readonly seed: number,
  ) {}

  draw(context: TableContext): Card {
    if (context.shoe.shoeNumber !== this.shoeNumber || this.next >= this.cards.length) {
      this.shoeNumber = context.shoe.shoeNumber;
      this.refills += 1;
      const random = seededRandom((this.seed + Math.imul(this.refills, 0x9e3779b1)) >>> 0);
      this.cards = shuffleInPlace(remainingCards(freshShoe(this.profile.shoe.decks)), random);
      this.next = 0;
    }
    const card = this.cards[this.next] as Card;
    this.next += 1;
    return card;
  }
}

const units = (minor: number): number => toUnits(Math.max(minor, 1));

/** The stake an amount choice is measured against: a bettor's stake on a box, else the table minimum. */
function resolveAmount(choice: AmountChoice, context: TableContext, stake: number): number {
  const { min, max } = context.limits;
  switch (choice) {
    case 'min':
      return units(min);
    case 'twice-min':
      return units(2 * min);
    case 'max':
      return units(max);
    case 'over-max':
      return units(max + 100);
    case 'half-min':
      return units(Math.floor(min / 2));
    case 'cent':
      return 0.01;
    case 'three-decimals':
      return units(min) + 0.005;
    case 'stake':
      return units(stake);
    case 'half-stake':
      return units(Math.floor(stake / 2));
    case 'quarter-stake':
      return units(Math.floor(stake / 4));
  }
}

const boxOnLayout = (context: TableContext, box: number): number =>
  box !== 0 ? box : (context.round.boxes[0]?.box ?? 1);

function stakeOn(context: TableContext, box: number, bettor?: string): number {
  const onBox = context.round.boxes.find((b) => b.box === box);
  const found = bettor ? onBox?.bettors.find((b) => b.bettor === bettor) : onBox?.bettors[0];
  return found?.stake ?? context.limits.min;
}

function ownerStakeOnTurn(context: TableContext): number {
  const ref = handOnTurn(context.round, context.profile);
  const hand = ref ? context.round.boxes.find((b) => b.box === ref.box)?.hands[ref.hand] : undefined;
  return hand?.stakes[0]?.stake ?? context.limits.min;
}

const withBettor = <T extends object>(input: T, bettor: string | undefined): T =>
  bettor === undefined ? input : { ...input, bettor };

/** Plays an intent against the table as it stands: the concrete input a script would hold. */
export function resolveIntent(intent: Intent, snapshot: TableSnapshot, shoe: SeededShoe): TableInputText {
  const context = contextOf(snapshot);
  switch (intent.kind) {
    case 'auto':
      return autoMove(intent.pick, snapshot, shoe);
    case 'card':
      return { type: 'card', card: shoe.draw(context) };
    case 'odd-card':
      return { type: 'card', card: intent.code };
    case 'bet': {
      const box = boxOnLayout(context, intent.box);
      return withBettor(
        { type: 'bet', box, amount: resolveAmount(intent.amount, context, context.limits.min) },
        intent.bettor,
      );
    }
    case 'double':
      return intent.amount === undefined
        ? { type: 'double' }
        : { type: 'double', amount: resolveAmount(intent.amount, context, ownerStakeOnTurn(context)) };
    case 'surrender': {
      if (intent.box === undefined) return { type: 'surrender' };
      const last = context.round.boxes.at(-1)?.box ?? 1;
      return { type: 'surrender', box: intent.box === 0 ? last : intent.box };
    }
    case 'insurance': {
      const box = boxOnLayout(context, intent.box);
      const stake = stakeOn(context, box, intent.bettor);
      return withBettor(
        { type: 'insurance', box, amount: resolveAmount(intent.amount, context, stake) },
        intent.bettor,
      );
    }
    case 'even-money': {
      const natural = context.round.boxes.find((b) => b.hands[0] !== undefined && handIsNatural(b.hands[0]));
      return {
        type: 'even-money',
        box: intent.box !== 0 ? intent.box : (natural?.box ?? boxOnLayout(context, 0)),
      };
    }
    case 'take': {
      const offered = context.round.offer?.candidates[0]?.box;
      return { type: 'take', box: intent.box !== 0 ? intent.box : (offered ?? boxOnLayout(context, 0)) };
    }
    case 'seat':
      return intent.card === undefined
        ? { type: 'seat', box: intent.box, player: intent.player }
        : { type: 'seat', box: intent.box, player: intent.card, name: intent.player };
    case 'leave':
      return { type: 'leave', box: intent.box };
    case 'deal':
      return { type: 'deal' };
    case 'hit':
    case 'stand':
    case 'split':
    case 'insurance-closed':
    case 'misdeal':
    case 'pass':
    case 'shuffle':
      return { type: intent.kind };
  }
}

/** Bits of one random number, so a single shrinkable integer steers every choice of a move. */
const bits = (pick: number, shift: number, modulo: number): number => Math.floor(pick / 2 ** shift) % modulo;

function betMove(pick: number, context: TableContext): TableInput {
  const box = 1 + bits(pick, 2, context.profile.table.boxes);
  const twice = context.profile.session === null && bits(pick, 6, 4) === 0;
  return { type: 'bet', box, amount: toUnits(twice ? 2 * context.limits.min : context.limits.min) };
}

/** What a sensible table does next: the move that keeps the session going into deeper states. */
function autoMove(pick: number, snapshot: TableSnapshot, shoe: SeededShoe): TableInput {
  const context = contextOf(snapshot);
  const { round, profile } = context;
  const card = (): TableInput => ({ type: 'card', card: shoe.draw(context) });
  switch (phaseOf(snapshot)) {
    case 'betting': {
      if (context.shoe.shuffleDue) return { type: 'shuffle' };
      const ready = round.boxes.length >= profile.table.minOccupiedBoxes;
      return ready && bits(pick, 0, 2) === 0 ? { type: 'deal' } : betMove(pick, context);
    }
    case 'settled':
      return context.shoe.shuffleDue && bits(pick, 0, 2) === 0 ? { type: 'shuffle' } : betMove(pick, context);
    case 'dealing':
    case 'resume':
      return card();
    case 'dealer':
      return bits(pick, 0, 16) === 0 ? { type: 'misdeal' } : card();
    case 'insurance': {
      const choice = bits(pick, 0, 10);
      const box = round.boxes[bits(pick, 4, round.boxes.length)];
      if (choice < 5 || !box) return { type: 'insurance-closed' };
      if (choice < 8) {
        const stake = box.bettors[0]?.stake ?? context.limits.min;
        return { type: 'insurance', box: box.box, amount: units(Math.floor(stake / 2)) };
      }
      if (choice < 9) return { type: 'even-money', box: box.box };
      return card();
    }
    case 'offer': {
      const offered = round.offer?.candidates[0]?.box;
      return offered !== undefined && bits(pick, 0, 2) === 0
        ? { type: 'take', box: offered }
        : { type: 'pass' };
    }
    case 'players': {
      const ref = handOnTurn(round, profile);
      const hand = ref ? round.boxes.find((b) => b.box === ref.box)?.hands[ref.hand] : undefined;
      if (!hand || hand.cards.length < 2 || hand.doubled) return card();
      if (hand.splitAces) return bits(pick, 0, 2) === 0 ? { type: 'split' } : { type: 'stand' };
      const { total } = handTotal(hand.cards);
      const choice = bits(pick, 0, 20);
      const first = hand.cards.length === 2;
      if (first && isPairByValue(hand.cards) && choice < 7) return { type: 'split' };
      if (first && total >= 9 && total <= 11 && choice < 12) {
        const less = profile.double.forLess && choice < 9;
        return less ? { type: 'double', amount: toUnits(context.limits.min) } : { type: 'double' };
      }
      if (first && (choice === 12 || (total === 12 && choice === 15))) return { type: 'surrender' };
      if (choice === 13) return { type: 'misdeal' };
      if (choice === 14 && round.insurance.length > 0) {
        const bet = round.insurance[0];
        return bet ? { type: 'insurance', box: bet.box, amount: toUnits(bet.amount) } : card();
      }
      if (total < 12) return choice % 2 === 0 ? { type: 'hit' } : card();
      if (total < 17) return card();
      return { type: 'stand' };
    }
  }
}

/** A table script (JSON Lines) that replays the inputs with `npx sabot play --script FILE`. */
export function scriptOf(profile: RuleProfile, inputs: readonly TableInputText[]): string {
  const lines = [{ type: 'table', profile: profile.id }, ...inputs].map((line) => JSON.stringify(line));
  return `${lines.join('\n')}\n`;
}
