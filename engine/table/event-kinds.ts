import { chipSetInMinor, DEFAULT_CHIP_SET } from '../books/chip-set.js';
import type { LogEvent } from '../log/log-events.js';
import { say } from '../refusals/message.js';
import { ok, type Result, refuse } from '../result.js';
import type { TableEvent } from '../round/events.js';
import { applyEvent, openTable, type TableSnapshot } from '../round/table.js';
import { type RuleProfile, ruleProfileSchema } from '../rules/profile-schema.js';

export type LogEventType = LogEvent['type'];
export type LogEventOf<T extends LogEventType> = Extract<LogEvent, { type: T }>;

/** How a fact moves the table: the statechart, or the opening. Null: the log's own record, which moves none. */
export type TableEvolve<E> = (table: TableSnapshot | null, event: E) => Result<TableSnapshot>;

/** What one type of fact does, everywhere the code base asks. */
export interface EventKind<E = LogEvent> {
  readonly evolve: TableEvolve<E> | null;
  /**
   * Changes what facts recorded before it fold into (a correction): replay reads these in advance
   * of the facts they change, and a table cached before one is rebuilt.
   */
  readonly refolds: boolean;
  /** Flags its round "correction" in the pit boss's round list. */
  readonly flagsCorrection: boolean;
  /** A ruling (or the croupier's own fix): listed with its round's corrections in the audit. */
  readonly audited: boolean;
  /** A record of the table's books (a tray count, a slip, a buy-in, the limits, the croupier): the shift report reads these. */
  readonly books?: boolean;
  /** A fact that cuts the players' rating sessions (the rules, a seat, the closer, the house edge); the rounds are cached apart. */
  readonly rates?: boolean;
  /** A fact of a round that its part in the ratings is read from (a bet, a settlement, a void). */
  readonly ratesRound?: boolean;
  /** A record its signers sign, named in its `by` (a tray count, a slip, a void): who signed what is read from these. */
  readonly signed?: boolean;
  /** A change of the staff register, with its author (a manager, or a person for their own PIN). */
  readonly register?: boolean;
  /** A croupier signing in or out: who is on duty from then on. */
  readonly duty?: boolean;
  /** A count of the tray (the opener or the closer): a session of the books begins or ends with it. */
  readonly trayCount?: boolean;
  /** Ends a croupier's time on duty: a count of the tray, a change of croupier, a sign-in or out. */
  readonly endsDuty?: boolean;
  /** Changes a record made before it (a slip's or a buy-in's void, an adjustment acknowledged): a period's report reads it after the period. */
  readonly reachesBack?: boolean;
}

/** One entry for every fact the log may hold: a type added to `LogEvent` without one fails to compile. */
export type EventKinds = { readonly [T in LogEventType]: EventKind<LogEventOf<T>> };

/** The round statechart takes the fact, or refuses it with the rule that stopped it. */
const throughStatechart: TableEvolve<TableEvent> = (table, event) =>
  table ? applyEvent(table, event) : refuse(say('fact.table-not-opened'));

/**
 * A profile as the log stored it, read through today's schema: a field added since (with its
 * default) reads as it would have been written, so an old log folds under the rules it was played
 * by. The profile was validated when the table opened; a stored one that fails now is a bug.
 */
const opensTable: TableEvolve<LogEventOf<'TableOpened'>> = (_, event) =>
  ok(
    openTable(
      ruleProfileSchema.parse(event.profile) as RuleProfile,
      event.limits,
      chipSetInMinor(event.chips ?? DEFAULT_CHIP_SET) ?? undefined,
      {
        ...(event.buyInConfirmTimes !== undefined && { buyInConfirmTimes: event.buyInConfirmTimes }),
        ...(event.identifyAbove !== undefined && { identifyAbove: event.identifyAbove }),
      },
    ),
  );

const round = { evolve: throughStatechart, refolds: false, flagsCorrection: false, audited: false };
const book = { ...round, books: true };
const rated = { ...round, rates: true };
const signed = { ...book, signed: true };
const register = { ...round, register: true };
const duty = { ...book, duty: true };

export const EVENT_KINDS: EventKinds = {
  TableOpened: { evolve: opensTable, refolds: false, flagsCorrection: false, audited: false, rates: true },
  SeatTaken: rated,
  SeatLeft: rated,
  BetPlaced: { ...round, ratesRound: true },
  BetsClosed: round,
  CardDrawn: round,
  HitAsked: round,
  HandStood: round,
  HandDoubled: round,
  HandSplit: round,
  HandSurrendered: round,
  InsurancePlaced: round,
  EvenMoneyTaken: round,
  InsuranceClosed: round,
  MisdealMarked: round,
  MisdealTaken: round,
  MisdealPassed: round,
  ShoeShuffled: round,
  SessionStarted: round,
  OpenerCounted: { ...signed, trayCount: true, endsDuty: true },
  CloserCounted: { ...signed, rates: true, trayCount: true, endsDuty: true },
  FillReceived: signed,
  CreditSent: signed,
  SlipVoided: { ...signed, reachesBack: true },
  ChipsSold: book,
  BuyInVoided: { ...book, reachesBack: true },
  /** A ruling's difference on a paid round, owed until acknowledged: the shift report lists both (books). */
  SettlementAdjusted: book,
  AdjustmentAcknowledged: { ...book, reachesBack: true },
  LimitsChanged: book,
  CroupierChanged: { ...book, endsDuty: true },
  /** The staff register and who deals: kept in the table's context, read by the books' signatures. */
  StaffEnrolled: register,
  StaffRolesChanged: register,
  StaffPinChanged: register,
  StaffDisabled: register,
  /** Who deals from now: the shift report counts each croupier's time from these (books). */
  CroupierSignedIn: { ...duty, endsDuty: true },
  CroupierSignedOut: { ...duty, endsDuty: true },
  /** Replay reads the named `CardDrawn` as the corrected card. */
  CardCorrected: { evolve: null, refolds: true, flagsCorrection: true, audited: true },
  /** Of the round in play, the statechart settles it; of a round already over, replay places it at that round's end. */
  RoundVoided: { ...round, refolds: true, audited: true, ratesRound: true },
  /** A note on the round: audited with it, but a note corrects nothing, so it does not flag the round. */
  RulingRecorded: { evolve: null, refolds: false, flagsCorrection: false, audited: true },
  /** The ratings' house edge: the log's own record of the table's rules, which moves no table. */
  HouseEdgeComputed: { evolve: null, refolds: false, flagsCorrection: false, audited: false, rates: true },
  /** What was paid, as recorded then: replay recomputes it and the audit compares. */
  RoundSettled: { evolve: null, refolds: false, flagsCorrection: false, audited: false, ratesRound: true },
};

/** The kind of a stored type; undefined for a type this Sabot does not know (a newer log, a bug). */
export const kindOf = (type: string, kinds: EventKinds = EVENT_KINDS): EventKind | undefined =>
  (kinds as Readonly<Record<string, EventKind>>)[type];

/** What the code base may ask of a type of fact. */
export type KindQuestion =
  | 'refolds'
  | 'flagsCorrection'
  | 'audited'
  | 'books'
  | 'rates'
  | 'ratesRound'
  | 'signed'
  | 'register'
  | 'duty'
  | 'trayCount'
  | 'endsDuty'
  | 'reachesBack';

/** The types whose kind answers yes: `typesWhere('refolds')`. */
export const typesWhere = (question: KindQuestion, kinds: EventKinds = EVENT_KINDS): LogEventType[] =>
  (Object.keys(kinds) as LogEventType[]).filter((type) => kindOf(type, kinds)?.[question] === true);

export const refolds = (type: string): boolean => kindOf(type)?.refolds === true;
export const flagsCorrection = (type: string): boolean => kindOf(type)?.flagsCorrection === true;
export const isAudited = (type: string): boolean => kindOf(type)?.audited === true;

/**
 * An SQL list of the types any of the questions answers yes for, to read them with `type IN (...)`
 * (names are identifiers, never input), in the table's order.
 */
export const sqlTypeList = (...questions: readonly KindQuestion[]): string =>
  (Object.keys(EVENT_KINDS) as LogEventType[])
    .filter((type) => questions.some((question) => kindOf(type)?.[question] === true))
    .map((type) => `'${type}'`)
    .join(', ');
