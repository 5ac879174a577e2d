import { MINOR_PER_UNIT, type Minor } from '../money.js';

/**
 * The thresholds a casino's cash records follow, as one regulator sets them; the currency is the
 * table's, the gaming day the table's books'. Every report names the regulation it applies.
 */
export interface Jurisdiction {
  readonly id: JurisdictionId;
  /** The regulations the figures rest on, as a report cites them. */
  readonly regulation: string;
  readonly currency: string;
  /** A single cash transaction of at least this is an entry of the transaction log. */
  readonly logFrom: Minor;
  /** A patron's cash of one gaming day past this needs the patron identified and reported. */
  readonly report: { readonly amount: Minor; readonly when: 'more-than' | 'at-or-above' };
  /** A pattern is flagged for a compliance officer's review when it moves at least this much. */
  readonly reviewFrom: Minor;
  /** "Just below" a threshold: within this share of it (structuring). */
  readonly nearBelow: number;
  /** "Little play": stakes of the day below this share of the cash bought in. */
  readonly littlePlay: number;
}

export const JURISDICTION_IDS = ['us-title-31', 'eu-uk-cdd'] as const;
/** The regulation a report or the floor applies unless told otherwise. */
export const DEFAULT_JURISDICTION = 'us-title-31';
export type JurisdictionId = (typeof JURISDICTION_IDS)[number];

const units = (amount: number): Minor => amount * MINOR_PER_UNIT;

export const JURISDICTIONS: Readonly<Record<JurisdictionId, Jurisdiction>> = {
  // COMPLIANCE.md: a Currency Transaction Report for more than $10,000 a patron's gaming day,
  // across the property (31 CFR 1021.311, 1021.313); the Multiple Transaction Log at the casino's
  // own level, commonly $3,000 (31 CFR 1010.415); suspicious activity from $5,000 (31 CFR 1021.320).
  'us-title-31': {
    id: 'us-title-31',
    regulation: 'US Bank Secrecy Act, 31 CFR 1021.311, 1021.313 and 1021.320',
    currency: 'USD',
    logFrom: units(3_000),
    report: { amount: units(10_000), when: 'more-than' },
    reviewFrom: units(5_000),
    nearBelow: 0.1,
    littlePlay: 0.2,
  },
  // COMPLIANCE.md: customer due diligence for transactions of €2,000 or more, single or linked
  // (EU anti-money-laundering directives; UK Gambling Commission guidance, part 6.8).
  'eu-uk-cdd': {
    id: 'eu-uk-cdd',
    regulation: 'EU anti-money-laundering directives; UK Gambling Commission guidance, part 6.8',
    currency: 'EUR',
    logFrom: units(2_000),
    report: { amount: units(2_000), when: 'at-or-above' },
    reviewFrom: units(2_000),
    nearBelow: 0.1,
    littlePlay: 0.2,
  },
};

export const isJurisdictionId = (id: string): id is JurisdictionId =>
  (JURISDICTION_IDS as readonly string[]).includes(id);

/** Whether `total` has reached what the jurisdiction asks a report for. */
export function reportDue(jurisdiction: Jurisdiction, total: Minor): boolean {
  const { amount, when } = jurisdiction.report;
  return when === 'more-than' ? total > amount : total >= amount;
}

/** The levels a casino sets for itself over a profile's (each in minor units), where it does. */
export interface OwnLevels {
  readonly logFrom?: Minor;
  readonly report?: Minor;
  readonly reviewFrom?: Minor;
}

/**
 * A profile with the casino's own levels: the log's level is the casino's choice under Title 31
 * (COMPLIANCE.md); a stricter report or review level is a house rule. The reports show the levels used.
 */
export const withOwnLevels = (jurisdiction: Jurisdiction, own: OwnLevels): Jurisdiction => ({
  ...jurisdiction,
  logFrom: own.logFrom ?? jurisdiction.logFrom,
  report: { ...jurisdiction.report, amount: own.report ?? jurisdiction.report.amount },
  reviewFrom: own.reviewFrom ?? jurisdiction.reviewFrom,
});
