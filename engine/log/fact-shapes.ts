import { ruleProfileSchema } from '../rules/profile-schema.js';
import type { LogEventType } from '../table/event-kinds.js';
import { TABLE_STREAM } from './log-events.js';

/**
 * What a field of a stored fact holds, as JSON: `int` a whole number, `?` after it a field that may
 * be absent, `|null` one that may be null. Written in this small form, not as a zod schema, because
 * the pit's PostgreSQL checks the very same table (central migration 008, pit_fact_kinds, kept
 * equal to this one by its test): the center refuses what the table's readers could not read.
 */
export type FieldShape =
  `${'int' | 'number' | 'string' | 'boolean' | 'object' | 'array'}${'' | '|null'}${'' | '?'}`;

/** Every field a fact of each type must carry, as the engine writes it; more fields are let be. */
export const FACT_SHAPES = {
  TableOpened: {
    profile: 'object',
    limits: 'object',
    chips: 'array?',
    expectedHold: 'object?',
    gamingDayStarts: 'string?',
    timeZone: 'string?',
    buyInConfirmTimes: 'number?',
    identifyAbove: 'int?',
  },
  SeatTaken: { box: 'int', player: 'string', playerCard: 'string?' },
  SeatLeft: { box: 'int' },
  BetPlaced: { box: 'int', bettor: 'string', amount: 'int' },
  BetsClosed: {},
  CardDrawn: { card: 'string' },
  HitAsked: {},
  HandStood: {},
  HandDoubled: { amount: 'int|null' },
  HandSplit: {},
  HandSurrendered: { box: 'int|null' },
  InsurancePlaced: { box: 'int', bettor: 'string', amount: 'int' },
  EvenMoneyTaken: { box: 'int' },
  InsuranceClosed: {},
  MisdealMarked: {},
  MisdealTaken: { box: 'int' },
  MisdealPassed: {},
  ShoeShuffled: {},
  SessionStarted: {},
  RoundVoided: { reason: 'string', author: 'string' },
  OpenerCounted: { inventory: 'object', by: 'object' },
  CloserCounted: { inventory: 'object', by: 'object' },
  FillReceived: { slip: 'string', inventory: 'object', by: 'object' },
  CreditSent: { slip: 'string', inventory: 'object', by: 'object' },
  SlipVoided: { slip: 'string', reason: 'string', by: 'object' },
  ChipsSold: { box: 'int', bettor: 'string', amount: 'int', method: 'string', identified: 'boolean?' },
  BuyInVoided: { buyIn: 'int', reason: 'string' },
  SettlementAdjusted: { round: 'int', cause: 'object', author: 'string', lines: 'array' },
  AdjustmentAcknowledged: { round: 'int' },
  LimitsChanged: { limits: 'object' },
  CroupierChanged: { name: 'string' },
  StaffEnrolled: { badge: 'string', name: 'string', roles: 'array', author: 'string' },
  StaffRolesChanged: { badge: 'string', roles: 'array', author: 'string' },
  StaffPinChanged: { badge: 'string', author: 'string' },
  StaffDisabled: { badge: 'string', reason: 'string', author: 'string' },
  CroupierSignedIn: { badge: 'string', name: 'string' },
  CroupierSignedOut: { badge: 'string' },
  CardCorrected: { position: 'int', card: 'string', reason: 'string', author: 'string' },
  RulingRecorded: { text: 'string', author: 'string' },
  RoundSettled: { netByBettor: 'object', lines: 'array' },
  HouseEdgeComputed: {
    method: 'string',
    edge: 'number',
    standardError: 'number',
    profile: 'string',
    rulesHash: 'string',
    rounds: 'int|null',
    seed: 'int|null',
    strategy: 'string',
  },
} as const satisfies { readonly [T in LogEventType]: Readonly<Record<string, FieldShape>> };

/** Where metadata says a fact came from (EventSource at the table). */
const SOURCES = ['shoe', 'keyboard', 'simulator', 'system', 'script'];

/** A stored fact as its row holds it: the data and metadata as their JSON texts. */
export interface StoredFactText {
  readonly stream: string;
  readonly type: string;
  readonly data: string;
  readonly metadata: string;
}

/**
 * Why a stored fact is not one the table's readers can read, in a few words that name the part
 * (`data`, `type`, `BetPlaced.amount`), or null when it is: its data and metadata JSON objects,
 * its metadata's time, source and operator as the table writes them, its stream the table's or a
 * round's, its type one this Sabot knows with each of its fields of its shape, and an opening's
 * rules a valid profile. What the center checks at its door (pit_fact_problem) is all of this but
 * the opening's profile, which the pit's readers check here.
 */
export function storedFactProblem(row: StoredFactText): string | null {
  const data = jsonObject(row.data);
  if (!data) return 'data';
  const metadata = jsonObject(row.metadata);
  if (
    !metadata ||
    typeof metadata.time !== 'string' ||
    !SOURCES.includes(metadata.source as string) ||
    typeof metadata.operator !== 'string'
  )
    return 'metadata';
  if (row.stream !== TABLE_STREAM && !/^round-[1-9]\d*$/.test(row.stream)) return 'stream';
  const shape = (FACT_SHAPES as Readonly<Record<string, Readonly<Record<string, FieldShape>>>>)[row.type];
  if (!Object.hasOwn(FACT_SHAPES, row.type) || !shape) return 'type';
  for (const [field, kind] of Object.entries(shape))
    if (!fits(data[field], Object.hasOwn(data, field), kind)) return `${row.type}.${field}`;
  if (row.type === 'TableOpened' && !ruleProfileSchema.safeParse(data.profile).success)
    return 'TableOpened.profile';
  return null;
}

function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function fits(value: unknown, present: boolean, kind: FieldShape): boolean {
  if (!present) return kind.endsWith('?');
  if (value === null) return kind.includes('|null');
  const base = kind.replace(/(\|null)?\??$/, '');
  switch (base) {
    case 'int':
      return Number.isInteger(value);
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && !Array.isArray(value);
    default:
      return typeof value === base;
  }
}
