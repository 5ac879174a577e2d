import { describe, expect, it } from 'vitest';
import type { FactPlace, ReplayStep, RoundReport } from '../../app/contract.js';
import { LANGUAGES, translatorFor } from '../../app/i18n/index.js';
import { factSentence } from '../../app/renderer/src/review/fact-sentence.js';
import type { ReviewWords } from '../../app/renderer/src/review/review-words.js';
import { classic6d } from '../../engine/rules/profiles/classic-6d.js';
import type { LogEventOf, LogEventType } from '../../engine/table/event-kinds.js';
import { EVENT_KINDS } from '../../engine/table/event-kinds.js';

/** A fact of each type as the log holds it (amounts in minor units), and where it took place. */
type Sample<T extends LogEventType> = {
  readonly data: Omit<LogEventOf<T>, 'type'>;
  readonly at: FactPlace | null;
};
const signers = { croupier: 'lea', supervisor: 'pat' };
const cage = { ...signers, cashier: 'cid', runner: 'rob' };
const hand3: FactPlace = { kind: 'hand', box: 3, hand: 1 };
const SAMPLES: { readonly [T in LogEventType]: Sample<T> } = {
  TableOpened: { data: { profile: classic6d, limits: { min: 1000, max: 50000 } }, at: null },
  SeatTaken: { data: { box: 2, player: 'ann' }, at: null },
  SeatLeft: { data: { box: 2 }, at: null },
  BetPlaced: { data: { box: 2, bettor: 'ann', amount: 2500 }, at: null },
  BetsClosed: { data: {}, at: null },
  CardDrawn: { data: { card: '7H' }, at: hand3 },
  HitAsked: { data: {}, at: hand3 },
  HandStood: { data: {}, at: hand3 },
  HandDoubled: { data: { amount: 1000 }, at: { kind: 'hand', box: 2, hand: 1 } },
  HandSplit: { data: {}, at: hand3 },
  HandSurrendered: { data: { box: null }, at: hand3 },
  InsurancePlaced: { data: { box: 2, bettor: 'ann', amount: 1250 }, at: null },
  EvenMoneyTaken: { data: { box: 2 }, at: null },
  InsuranceClosed: { data: {}, at: null },
  MisdealMarked: { data: {}, at: null },
  MisdealTaken: { data: { box: 3 }, at: null },
  MisdealPassed: { data: {}, at: hand3 },
  ShoeShuffled: { data: {}, at: null },
  SessionStarted: { data: {}, at: null },
  RoundVoided: { data: { reason: 'wrong shoe', author: 'pit' }, at: null },
  CardCorrected: { data: { position: 7, card: '8D', reason: 'misread', author: 'pit' }, at: hand3 },
  RulingRecorded: { data: { text: 'box 2 asked in time', author: 'pit' }, at: null },
  HouseEdgeComputed: {
    data: {
      method: 'simulation',
      edge: 0.00512,
      standardError: 0.0026,
      profile: 'classic-6d',
      rulesHash: 'ab12',
      rounds: 200000,
      seed: 7,
      strategy: 'basic strategy',
    },
    at: null,
  },
  RoundSettled: { data: { netByBettor: { ann: 2500, box1: -1000 }, lines: [] }, at: null },
  OpenerCounted: { data: { inventory: { '5': 100, '25': 80 }, by: signers }, at: null },
  CloserCounted: { data: { inventory: { '5': 90, '25': 80 }, by: signers }, at: null },
  FillReceived: { data: { slip: 'F-0007', inventory: { '100': 20 }, by: cage }, at: null },
  CreditSent: { data: { slip: 'C-0003', inventory: { '500': 4 }, by: cage }, at: null },
  SlipVoided: { data: { slip: 'F-0007', reason: 'wrong table', by: signers }, at: null },
  ChipsSold: { data: { box: 2, bettor: 'ann', amount: 20000, method: 'cash' }, at: null },
  BuyInVoided: { data: { buyIn: 3, reason: 'keyed 99,999,999 for 100' }, at: null },
  SettlementAdjusted: {
    data: {
      round: 11,
      cause: { kind: 'card', position: 140, was: '8S', card: 'KS' },
      author: 'pit',
      lines: [
        { box: 1, hand: 0, bettor: 'ivan', kind: 'hand', was: -2000, now: -2000 },
        { box: 1, hand: 0, bettor: 'ivan', kind: 'insurance', was: -1000, now: 2000 },
      ],
    },
    at: null,
  },
  AdjustmentAcknowledged: { data: { round: 11 }, at: null },
  LimitsChanged: { data: { limits: { min: 2500, max: 100000 } }, at: null },
  CroupierChanged: { data: { name: 'lea' }, at: null },
  StaffEnrolled: { data: { badge: '1042', name: 'paul', roles: ['croupier'], author: '7' }, at: null },
  StaffRolesChanged: { data: { badge: '1042', roles: ['croupier', 'supervisor'], author: '7' }, at: null },
  StaffPinChanged: { data: { badge: '1042', author: '1042' }, at: null },
  StaffDisabled: { data: { badge: '1042', reason: 'left the casino', author: '7' }, at: null },
  CroupierSignedIn: { data: { badge: '1042', name: 'paul' }, at: null },
  CroupierSignedOut: { data: { badge: '1042' }, at: null },
};

const round: RoundReport = {
  round: 4,
  state: 'players',
  dealer: { cards: ['6D'], total: 6, soft: false, blackjack: false },
  boxes: [2, 3].map((box) => ({
    box,
    decider: box === 2 ? 'ann' : 'bob',
    bettors: [{ bettor: box === 2 ? 'ann' : 'bob', stake: 10 }],
    insurance: [],
    hands: [{ cards: [], total: 0, soft: false, status: 'open', stakes: [] }],
  })),
  net: {},
  burned: [],
  misdeals: [],
  settlement: [],
  settlementLines: [],
  backupDeckOpened: false,
  cutCardCameOut: false,
  voided: null,
  croupier: null,
  chips: null,
};

const stepOf = (type: string, data: unknown, at: FactPlace | null): ReplayStep => ({
  position: 9,
  type,
  data,
  metadata: { time: '2026-12-01T12:00:00.000Z', source: 'keyboard', operator: 'marta' },
  round,
  at,
});

const wordsIn = (language: (typeof LANGUAGES)[number]): ReviewWords => {
  const translator = translatorFor(language);
  return { t: (key, params) => translator.text('review', key, params), money: translator.money };
};
const sentence = (language: (typeof LANGUAGES)[number], type: LogEventType, sample = SAMPLES[type]) =>
  factSentence(stepOf(type, sample.data, sample.at), wordsIn(language));

describe("the pit review's sentence of each fact", () => {
  it.each(LANGUAGES)(
    'says every type of the engine’s event-kind table in words (%s), none left unknown or unfilled',
    (language) => {
      const unknown = factSentence(stepOf('SomethingNewer', {}, null), wordsIn(language));
      for (const type of Object.keys(EVENT_KINDS) as LogEventType[]) {
        const said = sentence(language, type);
        expect(said, type).not.toBe(unknown);
        expect(said, type).not.toMatch(/\{\{|review\.|undefined|NaN|\?/);
        expect(said.length, type).toBeGreaterThan(8);
        if (language !== 'en') expect(said, type).not.toBe(sentence('en', type));
      }
    },
  );

  it("says a rated player's card and the house edge in the language's digits", () => {
    const rated = { data: { box: 2, player: 'ann', playerCard: 'P-10442' }, at: null };
    expect(sentence('en', 'SeatTaken', rated)).toBe('box 2: ann takes the seat with player card P-10442');
    expect(sentence('en', 'HouseEdgeComputed')).toBe(
      'house edge of classic-6d recorded: 0.51 % ± 0.26 % (simulated over 200000 rounds)',
    );
    expect(sentence('fr', 'HouseEdgeComputed')).toContain('0,51 %');
  });

  it('says amounts in table units, never minor units', () => {
    expect(sentence('en', 'BetPlaced')).toBe('bet 25 by ann on box 2');
    expect(sentence('fr', 'BetPlaced')).toBe('mise de 25 par ann sur la boîte 2');
    expect(sentence('en', 'HandDoubled')).toBe('box 2 hand 1: ann doubles for 10');
    expect(sentence('en', 'RoundSettled')).toBe('settled, 2 bettors: ann +25, box1 −10');
    expect(sentence('ru', 'InsurancePlaced')).toContain('12,50');
    for (const language of LANGUAGES) expect(sentence(language, 'BetPlaced')).not.toContain('2500');
  });

  it("says where a card went: a hand, the dealer, the dealer's hole card face down", () => {
    expect(sentence('en', 'CardDrawn')).toBe('card 7♥ to box 3 hand 1');
    const dealer = (at: FactPlace, data: unknown = { card: '7C' }) =>
      factSentence(stepOf('CardDrawn', data, at), wordsIn('en'));
    expect(dealer({ kind: 'dealer', hole: false })).toBe('card 7♣ to the dealer');
    expect(dealer({ kind: 'dealer', hole: true })).toBe("card 7♣: the dealer's hole card");
    expect(dealer({ kind: 'dealer', hole: true }, { position: 9, card: null, holeCard: 'down' })).toBe(
      "the dealer's hole card, face down",
    );
    expect(dealer({ kind: 'burned' })).toBe('card 7♣ burned');
  });

  it('says a corrected card by where it was dealt, never by its place in the log', () => {
    const corrected = (at: FactPlace | null, language: (typeof LANGUAGES)[number] = 'en') =>
      factSentence(stepOf('CardCorrected', SAMPLES.CardCorrected.data, at), wordsIn(language));
    expect(corrected(hand3)).toBe('correction by pit: the card dealt to box 3 hand 1 was the 8♦ (misread)');
    expect(corrected(hand3, 'fr')).toBe(
      'correction par pit : la carte donnée à la boîte 3 main 1 était le 8♦ (misread)',
    );
    expect(corrected({ kind: 'dealer', hole: false })).toBe(
      "correction by pit: the dealer's card was the 8♦ (misread)",
    );
    expect(corrected(null)).toBe('correction by pit: a card of this round was the 8♦ (misread)');
    for (const language of LANGUAGES)
      for (const at of [hand3, null]) expect(corrected(at, language)).not.toMatch(/7|position|позици/);
  });
});
