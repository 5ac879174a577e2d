import { type ReplayStep, settlementKindSchema } from '../../../contract';
import { type AdjustmentLineWords, adjustmentMoves } from '../../../i18n/adjustment-words';
import { cardText } from '../cards';
import type { Card } from '../table-types';
import { handSaid, netsText, type ReviewWords, unitsToMinor } from './review-words';

type Data = Readonly<Record<string, unknown>>;

const dataOf = (step: ReplayStep): Data =>
  typeof step.data === 'object' && step.data !== null ? (step.data as Data) : {};
const text = (data: Data, key: string): string => {
  const value = data[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '?';
};
const minor = (data: Data, key: string): number => {
  const value = data[key];
  return typeof value === 'number' ? value : 0;
};
const CARD = /^[A2-9TJQK][SHDC]$/;
const cardOf = (data: Data): string => {
  const card = data.card;
  return typeof card === 'string' && CARD.test(card) ? cardText(card as Card) : '?';
};

/** The lines of a ruling's adjustment as the fact holds them (minor units); a line not so shaped is left out. */
const adjustedLinesOf = (data: Data): AdjustmentLineWords[] =>
  (Array.isArray(data.lines) ? data.lines : []).filter(
    (line): line is AdjustmentLineWords =>
      typeof line === 'object' &&
      line !== null &&
      typeof line.box === 'number' &&
      typeof line.hand === 'number' &&
      typeof line.bettor === 'string' &&
      settlementKindSchema.safeParse(line.kind).success &&
      typeof line.was === 'number' &&
      typeof line.now === 'number',
  );

/** A share as a percentage with two decimals in the language's digits (money's format of hundredths). */
const percentOf = (words: ReviewWords, share: unknown): string =>
  typeof share === 'number' && Number.isFinite(share) ? words.money(Math.round(share * 10_000)) : '?';

/** The box's decider, who doubles or splits for it (its first bettor, or the box's own name). */
function deciderOf(step: ReplayStep, box: number): string {
  return step.round.boxes.find((candidate) => candidate.box === box)?.decider ?? `box${box}`;
}

/**
 * One fact of the log as the pit boss reads it, in table units: "bet 25 by ann on box 2",
 * "card 7♥ to box 3 hand 1", "box 2 hand 1: ann doubles for 10". The data of a type this code does
 * not know is said to be unknown, never guessed at.
 */
export function factSentence(step: ReplayStep, words: ReviewWords): string {
  const { t, money } = words;
  const data = dataOf(step);
  const at = step.at;
  const hand = handSaid(words, at);
  // A bet and an insurance stake are said with the same parts.
  const stake = () => ({
    amount: money(minor(data, 'amount')),
    bettor: text(data, 'bettor'),
    box: text(data, 'box'),
  });
  switch (step.type) {
    case 'TableOpened': {
      const profile = (data.profile ?? {}) as Data;
      const limits = (data.limits ?? {}) as Data;
      return t('review.say.TableOpened', {
        profile: text(profile, 'name'),
        min: money(minor(limits, 'min')),
        max: money(minor(limits, 'max')),
      });
    }
    case 'SeatTaken':
      return typeof data.playerCard === 'string'
        ? t('review.say.SeatTaken-rated', {
            box: text(data, 'box'),
            player: text(data, 'player'),
            card: text(data, 'playerCard'),
          })
        : t('review.say.SeatTaken', { box: text(data, 'box'), player: text(data, 'player') });
    case 'SeatLeft':
      return t('review.say.SeatLeft', { box: text(data, 'box') });
    case 'HouseEdgeComputed':
      return t(
        data.method === 'exact' ? 'review.say.HouseEdgeComputed-exact' : 'review.say.HouseEdgeComputed',
        {
          profile: text(data, 'profile'),
          edge: percentOf(words, data.edge),
          se: percentOf(words, data.standardError),
          rounds: text(data, 'rounds'),
        },
      );
    case 'BetPlaced':
      return t('review.say.BetPlaced', stake());
    case 'BetsClosed':
      return t('review.say.BetsClosed');
    case 'CardDrawn':
      return cardSentence(step, data, words);
    case 'HitAsked':
      return t('review.say.HitAsked', { hand });
    case 'HandStood':
      return t('review.say.HandStood', { hand });
    case 'HandDoubled':
      return t('review.say.HandDoubled', {
        hand,
        bettor: at?.kind === 'hand' ? deciderOf(step, at.box) : '?',
        amount: money(doubledFor(step, data)),
      });
    case 'HandSplit':
      return t('review.say.HandSplit', { hand, bettor: at?.kind === 'hand' ? deciderOf(step, at.box) : '?' });
    case 'HandSurrendered': {
      const box = typeof data.box === 'number' ? data.box : at?.kind === 'hand' ? at.box : null;
      return t('review.say.HandSurrendered', {
        box: box ?? '?',
        bettor: box === null ? '?' : deciderOf(step, box),
      });
    }
    case 'InsurancePlaced':
      return t('review.say.InsurancePlaced', stake());
    case 'EvenMoneyTaken':
      return t('review.say.EvenMoneyTaken', { box: text(data, 'box') });
    case 'InsuranceClosed':
      return t('review.say.InsuranceClosed');
    case 'MisdealMarked':
      return t('review.say.MisdealMarked');
    case 'MisdealTaken':
      return t('review.say.MisdealTaken', { box: text(data, 'box') });
    case 'MisdealPassed':
      return t('review.say.MisdealPassed', { hand });
    case 'ShoeShuffled':
      return t('review.say.ShoeShuffled');
    case 'SessionStarted':
      return t('review.say.SessionStarted');
    case 'CardCorrected':
      return correctionSentence(step, data, words);
    case 'RoundVoided':
      return t('review.say.RoundVoided', { author: text(data, 'author'), reason: text(data, 'reason') });
    case 'RulingRecorded':
      return t('review.say.RulingRecorded', { author: text(data, 'author'), text: text(data, 'text') });
    case 'RoundSettled': {
      const nets = (data.netByBettor ?? {}) as Readonly<Record<string, number>>;
      return t('review.say.RoundSettled', {
        count: Object.keys(nets).length,
        nets: netsText(words, nets, (amount) => amount),
      });
    }
    case 'OpenerCounted':
    case 'CloserCounted':
    case 'FillReceived':
    case 'CreditSent': {
      const said = { ...signed(data), total: money(inventoryMinor(data)), slip: text(data, 'slip') };
      const key = {
        OpenerCounted: 'review.say.OpenerCounted',
        CloserCounted: 'review.say.CloserCounted',
        FillReceived: 'review.say.FillReceived',
        CreditSent: 'review.say.CreditSent',
      } as const;
      return t(key[step.type], said);
    }
    case 'SlipVoided':
      return t('review.say.SlipVoided', {
        ...signed(data),
        slip: text(data, 'slip'),
        reason: text(data, 'reason'),
      });
    case 'ChipsSold':
      return t(data.method === 'marker' ? 'review.say.ChipsSold-marker' : 'review.say.ChipsSold', stake());
    case 'BuyInVoided':
      return t('review.say.BuyInVoided', { buyIn: text(data, 'buyIn'), reason: text(data, 'reason') });
    case 'SettlementAdjusted':
      return t('review.say.SettlementAdjusted', {
        round: text(data, 'round'),
        moves: adjustmentMoves(adjustedLinesOf(data), t, money).join('; '),
      });
    case 'AdjustmentAcknowledged':
      return t('review.say.AdjustmentAcknowledged', { round: text(data, 'round') });
    case 'LimitsChanged': {
      const limits = (data.limits ?? {}) as Data;
      return t('review.say.LimitsChanged', {
        min: money(minor(limits, 'min')),
        max: money(minor(limits, 'max')),
      });
    }
    case 'CroupierChanged':
      return t('review.say.CroupierChanged', { name: text(data, 'name') });
    case 'StaffEnrolled':
    case 'StaffRolesChanged':
    case 'StaffPinChanged':
    case 'StaffDisabled':
    case 'CroupierSignedIn':
    case 'CroupierSignedOut':
      return t(STAFF_SAID[step.type], {
        badge: text(data, 'badge'),
        name: text(data, 'name'),
        author: text(data, 'author'),
        reason: text(data, 'reason'),
        roles: (Array.isArray(data.roles) ? data.roles : []).map((role) => roleSaid(words, role)).join(', '),
      });
    default:
      return t('review.say.unknown', { type: step.type });
  }
}

const STAFF_SAID = {
  StaffEnrolled: 'review.say.StaffEnrolled',
  StaffRolesChanged: 'review.say.StaffRolesChanged',
  StaffPinChanged: 'review.say.StaffPinChanged',
  StaffDisabled: 'review.say.StaffDisabled',
  CroupierSignedIn: 'review.say.CroupierSignedIn',
  CroupierSignedOut: 'review.say.CroupierSignedOut',
} as const;

const ROLE_SAID = {
  croupier: 'review.role.croupier',
  supervisor: 'review.role.supervisor',
  cashier: 'review.role.cashier',
  runner: 'review.role.runner',
  surveillance: 'review.role.surveillance',
  manager: 'review.role.manager',
  counter: 'review.role.counter',
  compliance: 'review.role.compliance',
} as const;

/** A role of the staff register in the reader's words (one this screen does not know, as stored). */
const roleSaid = ({ t }: ReviewWords, role: unknown): string =>
  typeof role === 'string' && Object.hasOwn(ROLE_SAID, role)
    ? t(ROLE_SAID[role as keyof typeof ROLE_SAID])
    : String(role);

/** A count's value in minor units: each key a chip value in table units, each value its chips. */
function inventoryMinor(data: Data): number {
  const inventory = (data.inventory ?? {}) as Readonly<Record<string, unknown>>;
  let total = 0;
  for (const [chip, count] of Object.entries(inventory))
    if (typeof count === 'number') total += Math.round(Number(chip) * 100) * count;
  return Number.isFinite(total) ? total : 0;
}

/** The croupier and the supervisor who signed a record. */
function signed(data: Data): { croupier: string; supervisor: string } {
  const by = (data.by ?? {}) as Data;
  return { croupier: text(by, 'croupier'), supervisor: text(by, 'supervisor') };
}

/** A corrected card, said by where the card it corrects went: a hand, the dealer, else the round. */
function correctionSentence(step: ReplayStep, data: Data, words: ReviewWords): string {
  const { t } = words;
  const author = text(data, 'author');
  if (data.holeCard === 'down') return t('review.say.CardCorrected-down', { author });
  const said = { author, card: cardOf(data), reason: text(data, 'reason') };
  const at = step.at;
  if (at?.kind === 'hand') return t('review.say.CardCorrected-hand', { ...said, hand: handSaid(words, at) });
  if (at?.kind === 'dealer') return t('review.say.CardCorrected-dealer', said);
  return t('review.say.CardCorrected', said);
}

/** Where the card went: a hand, the dealer (the hole card, face down or not), burned, or on offer. */
function cardSentence(step: ReplayStep, data: Data, words: ReviewWords): string {
  const { t } = words;
  const card = cardOf(data);
  const at = step.at;
  if (data.holeCard === 'down') return t('review.say.card-hole-down');
  switch (at?.kind) {
    case 'hand':
      return t('review.say.card-to-hand', { card, hand: handSaid(words, at) });
    case 'dealer':
      return at.hole ? t('review.say.card-hole', { card }) : t('review.say.card-to-dealer', { card });
    case 'burned':
      return t('review.say.card-burned', { card });
    case 'offer':
      return t('review.say.card-offered', { card });
    default:
      return t('review.say.card-drawn', { card });
  }
}

/** The stake a double added: the amount keyed for a double for less, else what the hand holds doubled. */
function doubledFor(step: ReplayStep, data: Data): number {
  if (typeof data.amount === 'number') return data.amount;
  const at = step.at;
  if (at?.kind !== 'hand') return 0;
  const hand = step.round.boxes.find((box) => box.box === at.box)?.hands[at.hand - 1];
  return unitsToMinor(hand?.stakes.reduce((sum, stake) => sum + stake.doubled, 0) ?? 0);
}
