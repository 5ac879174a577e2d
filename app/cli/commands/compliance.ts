import type { Command } from 'commander';
import type {
  CashRecords,
  FactCited,
  LogEntry,
  PatronDay,
  ReviewFlag,
  ReviewKind,
} from '../../../engine/compliance/cash-records.js';
import {
  DEFAULT_JURISDICTION,
  isJurisdictionId,
  JURISDICTION_IDS,
  JURISDICTIONS,
  type Jurisdiction,
  withOwnLevels,
} from '../../../engine/compliance/jurisdictions.js';
import { MINOR_PER_UNIT, toUnits } from '../../../engine/money.js';
import { csvOfRows, type ReportCell } from '../../contract/shift-report-csv.js';
import { cashRecordsOf } from '../../core/compliance/cash-of-tables.js';
import { readTableCash, type TableCash } from '../../core/compliance/table-cash.js';
import type { KeyOf } from '../../i18n/index.js';
import { CliError, EXIT } from '../exit-codes.js';
import { type CliIo, printJson } from '../io.js';
import { readExistingLog, withLog } from '../log-option.js';
import { amountOption } from '../number-option.js';
import { cliText, words } from '../words.js';
import { periodOf } from './report.js';
import { replicaCacheOption, withCenter, withReplicas } from './with-center.js';

const RECORDS = ['mtl', 'ctr', 'review'] as const;
type RecordKind = (typeof RECORDS)[number];

// Each key written out whole, so that the catalogues' check sees it used.
const DESCRIPTION: Readonly<Record<RecordKind, KeyOf<'cli'>>> = {
  mtl: 'cli.compliance.mtl.description',
  ctr: 'cli.compliance.ctr.description',
  review: 'cli.compliance.review.description',
};
const CTR_TITLE: Readonly<Record<Jurisdiction['report']['when'], KeyOf<'cli'>>> = {
  'more-than': 'cli.compliance.ctr.title.more-than',
  'at-or-above': 'cli.compliance.ctr.title.at-or-above',
};
const REVIEW_LINE: Readonly<Record<ReviewKind, KeyOf<'cli'>>> = {
  structuring: 'cli.compliance.review.structuring',
  'unknown-repeated': 'cli.compliance.review.unknown-repeated',
  'little-play': 'cli.compliance.review.little-play',
};

interface ComplianceOptions {
  readonly db?: string;
  readonly pg?: string;
  readonly cache?: string;
  readonly day?: string;
  readonly jurisdiction?: string;
  readonly json?: boolean;
  readonly csv?: boolean;
  readonly logFrom?: number;
  readonly reportFrom?: number;
  readonly reviewFrom?: number;
}

/**
 * `sabot compliance mtl|ctr|review --db FILE | --pg URL`: a table's cash records from its own log,
 * or the pit's from the center's copies of every table's, each line citing the facts it sums
 * (table, position, hash) so that an auditor can check it.
 */
export function registerComplianceCommand(program: Command, io: CliIo): void {
  const compliance = program.command('compliance').description(cliText('cli.compliance.description'));
  for (const record of RECORDS)
    compliance
      .command(record)
      .description(cliText(DESCRIPTION[record]))
      .option('--db <file>', cliText('cli.option.db-log'))
      .option('--pg <url>', cliText('cli.compliance.option.pg'))
      .addOption(replicaCacheOption())
      .option('--day <YYYY-MM-DD>', cliText('cli.compliance.option.day'))
      .option(
        '--jurisdiction <id>',
        cliText('cli.compliance.option.jurisdiction', {
          choices: JURISDICTION_IDS.join(', '),
          default: DEFAULT_JURISDICTION,
        }),
      )
      .addOption(amountOption('--log-from <units>', cliText('cli.compliance.option.log-from')))
      .addOption(amountOption('--report-from <units>', cliText('cli.compliance.option.report-from')))
      .addOption(amountOption('--review-from <units>', cliText('cli.compliance.option.review-from')))
      .option('--json', cliText('cli.compliance.option.json'))
      .option('--csv', cliText('cli.compliance.option.csv'))
      .action((options: ComplianceOptions) => printRecord(io, record, options));
}

/** The cash read: one table's, or every table's of the pit (a patron's cash across tables). */
interface CashRead {
  readonly scope: 'table' | 'pit';
  readonly tables: readonly TableCash[];
}

async function printRecord(io: CliIo, record: RecordKind, options: ComplianceOptions): Promise<void> {
  const period = periodOf({ day: options.day });
  const day = period && 'day' in period ? period.day : undefined;
  if (options.json && options.csv) throw new CliError(cliText('cli.compliance.json-and-csv'), EXIT.usage);
  if ((options.db === undefined) === (options.pg === undefined))
    throw new CliError(cliText('cli.compliance.db-or-pg'), EXIT.usage);
  const jurisdiction = jurisdictionAsked(options);
  const read = await readCash(io, options);
  const records = cashRecordsOf(read.tables, jurisdiction, day);
  const where =
    read.scope === 'pit'
      ? cliText('cli.compliance.where.pit', { count: read.tables.length })
      : cliText('cli.compliance.where.table', { table: read.tables[0]?.table ?? '' });
  if (options.json) printJson(io, jsonOf(record, records, jurisdiction, read));
  else if (options.csv) io.out(csvOfRows(csvOf(record, records)));
  else io.out(textOf(record, records, jurisdiction, where));
  if (read.scope === 'table' && !options.json && !options.csv)
    io.err(`sabot: ${cliText('cli.compliance.lone-table', { table: read.tables[0]?.table ?? '' })}\n`);
}

async function readCash(io: CliIo, options: ComplianceOptions): Promise<CashRead> {
  if (options.pg === undefined) {
    const db = options.db ?? '';
    const cash = readExistingLog(db, () => readTableCash(db));
    if (cash.note) io.err(`sabot: ${cash.note}\n`);
    return { scope: 'table', tables: [cash] };
  }
  const tables = await withCenter(options.pg, (center) =>
    withReplicas(io, center, options.cache, (replicas) =>
      replicas.map(({ table, file }) => withLog(() => readTableCash(file, table))),
    ),
  );
  return { scope: 'pit', tables };
}

/** The profile asked, at the casino's own levels where it set them: never a report laxer than the law's. */
function jurisdictionAsked(options: ComplianceOptions): Jurisdiction {
  const minor = (units: number | undefined) =>
    units === undefined ? undefined : Math.round(units * MINOR_PER_UNIT);
  const profile = jurisdictionOf(options.jurisdiction);
  const law = profile.report.amount;
  if (options.reportFrom !== undefined && (minor(options.reportFrom) ?? 0) > law)
    throw new CliError(
      cliText('cli.compliance.report-above-law', { amount: words().money(law), profile: profile.id }),
      EXIT.usage,
    );
  return withOwnLevels(profile, {
    ...(options.logFrom !== undefined && { logFrom: minor(options.logFrom) }),
    ...(options.reportFrom !== undefined && { report: minor(options.reportFrom) }),
    ...(options.reviewFrom !== undefined && { reviewFrom: minor(options.reviewFrom) }),
  });
}

function jurisdictionOf(text: string | undefined): Jurisdiction {
  const id = text ?? DEFAULT_JURISDICTION;
  if (!isJurisdictionId(id))
    throw new CliError(
      cliText('cli.compliance.bad-jurisdiction', { text: id, choices: JURISDICTION_IDS.join(', ') }),
      EXIT.usage,
    );
  return JURISDICTIONS[id];
}

const dueReports = (records: CashRecords) => records.patrons.filter((patron) => patron.reportDueAt !== null);

/** Amounts in table units; `scope` says whether these are one table's or the pit's. */
function jsonOf(record: RecordKind, records: CashRecords, jurisdiction: Jurisdiction, read: CashRead) {
  const head = {
    jurisdiction: jurisdiction.id,
    regulation: jurisdiction.regulation,
    levels: {
      logFrom: toUnits(jurisdiction.logFrom),
      report: { amount: toUnits(jurisdiction.report.amount), when: jurisdiction.report.when },
      reviewFrom: toUnits(jurisdiction.reviewFrom),
    },
    scope: read.scope,
    tables: read.tables.map((cash) => cash.table),
  };
  if (record === 'mtl')
    return {
      ...head,
      entries: records.entries.map((entry) => ({ ...entry, amount: toUnits(entry.amount) })),
    };
  if (record === 'ctr')
    return {
      ...head,
      patrons: dueReports(records).map((patron) => ({ ...patron, cashIn: toUnits(patron.cashIn) })),
    };
  return {
    ...head,
    flags: records.review.map((flag) => ({
      ...flag,
      amount: toUnits(flag.amount),
      ...(flag.stakes !== undefined && { stakes: toUnits(flag.stakes) }),
    })),
  };
}

/** Each fact as `table:position:hash`, separated by spaces: a cell a spreadsheet keeps whole. */
const factsCell = (facts: readonly FactCited[]): string =>
  facts.map((fact) => `${fact.table}:${fact.position}:${fact.hash}`).join(' ');

/** A CSV column: its header (the JSON's name) and its cell of a row. */
type Column<T> = readonly [name: string, cell: (row: T) => ReportCell];
const units = (minor: number | undefined): ReportCell => (minor === undefined ? null : toUnits(minor));

const MTL_COLUMNS: readonly Column<LogEntry>[] = [
  ['day', (e) => e.day],
  ['at', (e) => e.at],
  ['table', (e) => e.table],
  ['player', (e) => e.player],
  ['description', (e) => e.description],
  ['amount', (e) => units(e.amount)],
  ['facts', (e) => factsCell(e.facts)],
];
const CTR_COLUMNS: readonly Column<PatronDay>[] = [
  ['day', (p) => p.day],
  ['player', (p) => p.player],
  ['description', (p) => p.description],
  ['cashIn', (p) => units(p.cashIn)],
  ['dueAt', (p) => p.reportDueAt?.at ?? null],
  ['facts', (p) => factsCell(p.facts)],
];
const REVIEW_COLUMNS: readonly Column<ReviewFlag>[] = [
  ['day', (f) => f.day],
  ['kind', (f) => f.kind],
  ['player', (f) => f.player],
  ['description', (f) => f.description],
  ['amount', (f) => units(f.amount)],
  ['stakes', (f) => units(f.stakes)],
  ['facts', (f) => factsCell(f.facts)],
];

const tableOf = <T>(columns: readonly Column<T>[], rows: readonly T[]): ReportCell[][] => [
  columns.map(([name]) => name),
  ...rows.map((row) => columns.map(([, cell]) => cell(row))),
];

function csvOf(record: RecordKind, records: CashRecords): ReportCell[][] {
  if (record === 'mtl') return tableOf(MTL_COLUMNS, records.entries);
  if (record === 'ctr') return tableOf(CTR_COLUMNS, dueReports(records));
  return tableOf(REVIEW_COLUMNS, records.review);
}

const money = (minor: number): string => words().money(minor);
/** `2026-11-02 18:04 UTC`: the minute, in the zone the log keeps its times. */
const minute = (iso: string): string => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
const patronOf = (player: string | null, name: string): string =>
  player === null
    ? cliText('cli.compliance.unknown', { name })
    : cliText('cli.compliance.patron', { player, name });
const factOf = (fact: FactCited): string => cliText('cli.compliance.fact', { position: fact.position });

function textOf(record: RecordKind, records: CashRecords, jurisdiction: Jurisdiction, where: string): string {
  const { regulation } = jurisdiction;
  const lines = (title: string, none: string, body: readonly string[]) =>
    `${[title, ...(body.length === 0 ? [none] : body)].join('\n  ')}\n`;
  if (record === 'mtl') {
    const amount = money(jurisdiction.logFrom);
    return lines(
      cliText('cli.compliance.mtl.title', { where, amount, regulation }),
      cliText('cli.compliance.mtl.none', { amount }),
      records.entries.map((e) =>
        cliText('cli.compliance.mtl.line', {
          at: minute(e.at),
          patron: patronOf(e.player, e.description),
          amount: money(e.amount),
          fact: e.facts.map(factOf).join(', '),
        }),
      ),
    );
  }
  if (record === 'ctr')
    return lines(
      cliText(CTR_TITLE[jurisdiction.report.when], {
        where,
        amount: money(jurisdiction.report.amount),
        regulation,
      }),
      cliText('cli.compliance.ctr.none'),
      dueReports(records).map((p) =>
        cliText('cli.compliance.ctr.line', {
          day: p.day,
          patron: patronOf(p.player, p.description),
          amount: money(p.cashIn),
          at: minute(p.reportDueAt?.at ?? ''),
          fact: p.reportDueAt ? factOf(p.reportDueAt.fact) : '',
          count: p.facts.length,
        }),
      ),
    );
  return lines(
    cliText('cli.compliance.review.title', { where, regulation }),
    cliText('cli.compliance.review.none'),
    records.review.map((f) =>
      cliText(REVIEW_LINE[f.kind], {
        day: f.day,
        patron: patronOf(f.player, f.description),
        amount: money(f.amount),
        count: f.facts.length,
        stakes: money(f.stakes ?? 0),
      }),
    ),
  );
}
