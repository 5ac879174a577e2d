import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { type Command, Option } from 'commander';
import { countVariance, DEFAULT_COUNT_TOLERANCE, winOnCount } from '../../../engine/count/drop-count.js';
import { MINOR_PER_UNIT, toUnits } from '../../../engine/money.js';
import { say } from '../../../engine/refusals/message.js';
import { readCountSheet } from '../../core/count/count-csv.js';
import { countsOfDay, recordCounts, type StoredCount } from '../../pit/center/drop-counts.js';
import { pitReports } from '../../pit/center/report-pit.js';
import { CenterStaffDesk } from '../../pit/center-staff-desk.js';
import { CliError, EXIT } from '../exit-codes.js';
import { type CliIo, printJson } from '../io.js';
import { withLog } from '../log-option.js';
import { centerOption } from '../shipping-option.js';
import { cliText, percentText, words } from '../words.js';
import { readPin } from './pin.js';
import { periodOf } from './report.js';
import { replicaCacheOption, withCenter, withReplicas } from './with-center.js';

/**
 * `sabot count import|report --pg URL`: the count team's count of each table's drop box recorded at
 * the center, signed by three counters of the pit's register with their own PINs, and the counted
 * drop beside the recorded one (the buy-ins keyed at the table), its variance flagged beyond the
 * house's tolerance, and the win and hold on the counted drop.
 */
export function registerCountCommand(program: Command, io: CliIo): void {
  const count = program.command('count').description(cliText('cli.count.description'));
  count
    .command('import')
    .description(cliText('cli.count.import.description'))
    .argument('<file>', cliText('cli.count.import.file'))
    .addOption(centerOption())
    .requiredOption('--counters <badges>', cliText('cli.count.option.counters'))
    .option('--recount <reason>', cliText('cli.count.option.recount'))
    .addHelpText('after', `\n${cliText('cli.count.import.example')}`)
    .action((file: string, options: { pg: string; counters: string; recount?: string }) =>
      importCounts(io, file, options),
    );
  count
    .command('report')
    .description(cliText('cli.count.report.description'))
    .addOption(centerOption())
    .requiredOption('--day <YYYY-MM-DD>', cliText('cli.count.option.day'))
    .addOption(
      new Option('--tolerance <percent>', cliText('cli.count.option.tolerance')).default(
        String(DEFAULT_COUNT_TOLERANCE),
      ),
    )
    .option('--json', cliText('cli.count.option.json'))
    .addOption(replicaCacheOption())
    .action((options: { pg: string; day: string; tolerance: string; json?: boolean; cache?: string }) =>
      reportCounts(io, options),
    );
}

/** Three different badges, as `--counters 201,202,203` names them. */
function countersOf(text: string): [string, string, string] {
  const badges = text
    .split(',')
    .map((badge) => badge.trim())
    .filter((badge) => badge !== '');
  if (badges.length !== 3 || new Set(badges).size !== 3)
    throw new CliError(cliText('cli.count.three-counters', { badges: text }), EXIT.usage);
  return badges as [string, string, string];
}

async function importCounts(
  io: CliIo,
  file: string,
  options: { pg: string; counters: string; recount?: string },
): Promise<void> {
  const counters = countersOf(options.counters);
  if (options.recount !== undefined && options.recount.trim() === '')
    throw new CliError(cliText('cli.count.recount-reason'), EXIT.usage);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new CliError(cliText('cli.count.no-file', { file, problem: (error as Error).message }), EXIT.usage);
  }
  const sheet = readCountSheet(text);
  if (!sheet.ok) throw new CliError(words().say(sheet.refusal), EXIT.rejected);
  const pins: string[] = [];
  for (const badge of counters) pins.push(await readPin(io, cliText('cli.staff.pin-of', { badge })));
  await withCenter(options.pg, async (center) => {
    const desk = new CenterStaffDesk(center);
    const action = say('count.action-sign', { boxes: sheet.value.length });
    // Each counter proves their own PIN: a wrong one is journaled at the center and stops the sheet.
    for (const [at, badge] of counters.entries()) {
      const refused = await desk.provePerson({ operator: badge, pin: pins[at] ?? '' }, action, 'counter');
      if (refused) throw new CliError(words().say(refused.refusal), EXIT.rejected);
    }
    const recorded = await recordCounts(center, sheet.value, {
      counters,
      source: `csv:${basename(file)}`,
      ...(options.recount !== undefined && { recount: options.recount.trim() }),
    });
    if (!recorded.ok) throw new CliError(words().say(recorded.refusal), EXIT.rejected);
    for (const box of recorded.value)
      io.out(
        `${cliText('cli.count.recorded', {
          box: box.box,
          table: box.table,
          day: box.day,
          amount: words().money(box.counted),
          counters: counters.join(', '),
        })}\n`,
      );
  });
}

/** A table's drop of the day, recorded and counted. */
interface TableCount {
  readonly table: string;
  readonly day: string;
  readonly boxes: readonly {
    box: string;
    counted: number;
    counters: readonly string[];
    recount: StoredCount['recount'];
  }[];
  readonly recordedDrop: number;
  readonly countedDrop: number | null;
  readonly variance: number | null;
  readonly variancePercent: number | null;
  readonly flagged: boolean;
  /** The win and hold on the counted drop once the count is in; on the recorded one until then. */
  readonly win: number;
  readonly hold: number | null;
  readonly on: 'counted' | 'recorded';
  readonly facts: { readonly countIds: readonly number[] };
}

function toleranceOf(text: string): number {
  const percent = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text) || percent > 100)
    throw new CliError(cliText('cli.count.bad-tolerance', { tolerance: text }), EXIT.usage);
  return percent;
}

async function reportCounts(
  io: CliIo,
  options: { pg: string; day: string; tolerance: string; json?: boolean; cache?: string },
): Promise<void> {
  const tolerance = toleranceOf(options.tolerance);
  const period = periodOf({ day: options.day });
  if (!period || !('day' in period)) throw new CliError(cliText('cli.count.option.day'), EXIT.usage);
  const { reports, counts } = await withCenter(options.pg, async (center) => ({
    reports: await withReplicas(io, center, options.cache, (tables) =>
      withLog(() => pitReports(tables, period)),
    ),
    counts: await countsOfDay(center, period.day),
  }));
  const minor = (units: number) => Math.round(units * MINOR_PER_UNIT);
  const tableNames = [
    ...new Set([...(reports[0]?.tables ?? []).map((t) => t.table), ...counts.map((c) => c.table)]),
  ].sort();
  const lines: TableCount[] = tableNames.map((table) => {
    const report = reports[0]?.tables.find((t) => t.table === table);
    const boxes = counts.filter((c) => c.table === table);
    const recorded = minor(report?.drop ?? 0);
    const recordedWin = minor(report?.win ?? 0);
    if (boxes.length === 0)
      return {
        table,
        day: period.day,
        boxes: [],
        recordedDrop: toUnits(recorded),
        countedDrop: null,
        variance: null,
        variancePercent: null,
        flagged: false,
        win: toUnits(recordedWin),
        hold: report?.hold ?? null,
        on: 'recorded',
        facts: { countIds: [] },
      };
    const counted = boxes.reduce((sum, box) => sum + box.counted, 0);
    const variance = countVariance(recorded, counted, tolerance);
    const onCount = winOnCount(recordedWin, variance);
    return {
      table,
      day: period.day,
      boxes: boxes.map((box) => ({
        box: box.box,
        counted: toUnits(box.counted),
        counters: box.counters,
        recount: box.recount,
      })),
      recordedDrop: toUnits(recorded),
      countedDrop: toUnits(counted),
      variance: toUnits(variance.variance),
      variancePercent: variance.percent,
      flagged: variance.flagged,
      win: toUnits(onCount.win),
      hold: onCount.hold,
      on: 'counted',
      facts: { countIds: boxes.map((box) => box.id) },
    };
  });
  if (options.json) printJson(io, { day: period.day, tolerancePercent: tolerance, tables: lines });
  else io.out(textOf(period.day, tolerance, lines));
}

function textOf(day: string, tolerance: number, lines: readonly TableCount[]): string {
  const money = (units: number) => words().money(Math.round(units * MINOR_PER_UNIT));
  const out = [cliText('cli.count.report.title', { day, tolerance: String(tolerance) })];
  if (lines.length === 0) out.push(cliText('cli.count.report.none'));
  for (const line of lines) {
    const win = { win: money(line.win), hold: line.hold === null ? '—' : percentText(line.hold, 2) };
    if (line.countedDrop === null) {
      out.push(
        cliText('cli.count.report.not-counted', {
          table: line.table,
          recorded: money(line.recordedDrop),
          ...win,
        }),
      );
      continue;
    }
    out.push(
      cliText(line.flagged ? 'cli.count.report.flagged' : 'cli.count.report.line', {
        table: line.table,
        boxes: line.boxes.map((box) => box.box).join(', '),
        recorded: money(line.recordedDrop),
        counted: money(line.countedDrop),
        // Over with its sign, as short is: the count room reads +300 and −100 at a glance.
        variance: `${(line.variance ?? 0) > 0 ? '+' : ''}${money(line.variance ?? 0)}`,
        percent:
          line.variancePercent === null
            ? '—'
            : percentText((line.variancePercent ?? 0) / 100, 2, 'exceptZero'),
        ...win,
      }),
    );
  }
  return `${out.join('\n')}\n`;
}
