import type { Command } from 'commander';
import type { CardValue } from '../../../engine/cards/card.js';
import type { RuleProfile } from '../../../engine/rules/profile-schema.js';
import {
  type CellCode,
  type ChartRow,
  type StrategyChart,
  strategyChartFor,
} from '../../../engine/strategy/chart.js';
import type { KeyOf } from '../../i18n/index.js';
import { type CliIo, jsonText } from '../io.js';
import { analysedProfile, type ProfileOptions, withProfileOptions } from '../profile-option.js';
import { profileName } from '../rule-words.js';
import { englishWords } from '../simulation/rules-line.js';
import { strategyRulesLine } from '../strategy-rules-line.js';
import { textTable } from '../text-table.js';
import { cliText } from '../words.js';

/** Columns as printed charts order them: 2 … 10, then the ace. */
const COLUMNS: readonly CardValue[] = [2, 3, 4, 5, 6, 7, 8, 9, 10, 1];
const HARD_ROWS = Array.from({ length: 17 }, (_, index) => 5 + index);
/** A2 … A9: soft 13 … 20. */
const SOFT_ROWS = Array.from({ length: 8 }, (_, index) => 13 + index);
const PAIR_ROWS: readonly CardValue[] = [2, 3, 4, 5, 6, 7, 8, 9, 10, 1];

const LEGEND: Readonly<Record<CellCode, string>> = {
  H: 'hit',
  S: 'stand',
  Dh: 'double, else hit',
  Ds: 'double, else stand',
  P: 'split',
  Rh: 'surrender, else hit',
  Rs: 'surrender, else stand',
  Rp: 'surrender, else split',
};

/** The legend as the terminal prints it; the JSON keeps LEGEND, in no one language. */
const LEGEND_KEYS: Readonly<Record<CellCode, KeyOf<'cli'>>> = {
  H: 'cli.strategy.legend.hit',
  S: 'cli.strategy.legend.stand',
  Dh: 'cli.strategy.legend.double-hit',
  Ds: 'cli.strategy.legend.double-stand',
  P: 'cli.strategy.legend.split',
  Rh: 'cli.strategy.legend.surrender-hit',
  Rs: 'cli.strategy.legend.surrender-stand',
  Rp: 'cli.strategy.legend.surrender-split',
};

export function registerStrategyCommand(program: Command, io: CliIo): void {
  withProfileOptions(program.command('strategy').description(cliText('cli.strategy.description')))
    .option('--json', cliText('cli.strategy.option.json'))
    .addHelpText(
      'after',
      `\n${cliText('cli.strategy.method')}\n\n${cliText('cli.examples')}\n  sabot strategy --profile classic-6d\n  sabot strategy --profile home-1d --json\n  sabot strategy --rules my-table.json`,
    )
    .action((options: ProfileOptions & { json?: boolean }) => {
      const profile = analysedProfile(options);
      const chart = strategyChartFor(profile);
      io.out(options.json === true ? jsonText(chartJson(profile, chart)) : chartText(profile, chart));
    });
}

const columnLabel = (upcard: CardValue): string => (upcard === 1 ? 'A' : String(upcard));
const pairLabel = (value: CardValue): string => `${columnLabel(value)}-${columnLabel(value)}`;

interface Section {
  /** The key in JSON; the title heads the printed table. */
  readonly key: 'hard' | 'soft' | 'pairs';
  readonly title: KeyOf<'cli'>;
  readonly rows: readonly { readonly label: string; readonly row: ChartRow | undefined }[];
}

function sections(chart: StrategyChart): Section[] {
  return [
    {
      key: 'hard',
      title: 'cli.strategy.hard',
      rows: HARD_ROWS.map((total) => ({ label: String(total), row: chart.hard[total] })),
    },
    {
      key: 'soft',
      title: 'cli.strategy.soft',
      rows: SOFT_ROWS.map((total) => ({ label: `A${total - 11}`, row: chart.soft[total] })),
    },
    {
      key: 'pairs',
      title: 'cli.strategy.pair',
      rows: PAIR_ROWS.map((value) => ({ label: pairLabel(value), row: chart.pairs[value] })),
    },
  ];
}

function cellOf(row: ChartRow | undefined, upcard: CardValue) {
  const cell = row?.[upcard];
  if (!cell) throw new Error(`the chart has no cell for up-card ${upcard}`);
  return cell;
}

function chartText(profile: RuleProfile, chart: StrategyChart): string {
  // Every section in the same columns, so the three tables read as one chart.
  const wide = (text: string): string => text.padEnd(2);
  const label = (text: string): string => text.padEnd(pairLabel(10).length);
  const tables = sections(chart).map(({ title, rows }) =>
    textTable(
      [label(cliText(title)), ...COLUMNS.map((upcard) => wide(columnLabel(upcard)))],
      rows.map((entry) => [
        label(entry.label),
        ...COLUMNS.map((upcard) => wide(cellOf(entry.row, upcard).code)),
      ]),
    ),
  );
  const legend = Object.entries(LEGEND_KEYS)
    .map(([code, key]) => `${code} ${cliText(key)}`)
    .join(' · ');
  return [
    cliText('cli.strategy.title', { id: profile.id, name: profileName(profile) }),
    cliText('cli.strategy.derived-for', { rules: strategyRulesLine(profile) }),
    cliText('cli.strategy.method'),
    '',
    tables.join('\n\n'),
    '',
    legend,
    '',
  ].join('\n');
}

/**
 * Rows and columns keyed as printed. JSON.stringify lists integer-like keys ("2" … "21") first in
 * ascending order and the others ("A", "A2", "2-2") in insertion order, which is the chart's order.
 */
function chartJson(profile: RuleProfile, chart: StrategyChart): unknown {
  const json: Record<string, unknown> = {
    profile: profile.id,
    rules: strategyRulesLine(profile, englishWords),
  };
  const values: Record<string, unknown> = {};
  for (const { key, rows } of sections(chart)) {
    const codes: Record<string, Record<string, CellCode>> = {};
    const rowValues: Record<string, Record<string, unknown>> = {};
    for (const { label, row } of rows) {
      codes[label] = Object.fromEntries(
        COLUMNS.map((upcard) => [columnLabel(upcard), cellOf(row, upcard).code]),
      );
      rowValues[label] = Object.fromEntries(
        COLUMNS.map((upcard) => [columnLabel(upcard), cellOf(row, upcard).values]),
      );
    }
    json[key] = codes;
    values[key] = rowValues;
  }
  return { ...json, legend: LEGEND, values };
}
