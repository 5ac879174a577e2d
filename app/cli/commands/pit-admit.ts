import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { say } from '../../../engine/refusals/message.js';
import { tableIdOf } from '../../core/log/table-id.js';
import { type Center, centerName } from '../../core/shipping/center.js';
import { provePitPin } from '../../pit/pit-pins.js';
import { CliError, EXIT } from '../exit-codes.js';
import type { CliIo } from '../io.js';
import { centerOption } from '../shipping-option.js';
import { cliText, words } from '../words.js';
import { readPin } from './pin.js';
import { withCenter } from './with-center.js';

interface AdmitOptions {
  pg: string;
  operator?: string;
  table: string[];
  from?: string;
  list?: boolean;
}

/**
 * `sabot pit admit`: the table ids that may ship to the center (central migration 009), named one
 * by one or read from a configured list, behind the pit boss's PIN; `--list` shows them.
 */
export function registerPitAdmitCommand(pit: Command, io: CliIo): void {
  pit
    .command('admit')
    .description(cliText('cli.pit.admit.description'))
    .addOption(centerOption(cliText('cli.pit.option.pg')))
    .option(
      '--table <id>',
      cliText('cli.pit.admit.option.table'),
      (id: string, ids: string[]) => [...ids, id],
      [],
    )
    .option('--from <file>', cliText('cli.pit.admit.option.from'))
    .option('--operator <name>', cliText('cli.pit.pin.option.operator'))
    .option('--list', cliText('cli.pit.admit.option.list'))
    .addHelpText(
      'after',
      `\n${cliText('cli.examples')}\n  echo 482913 | sabot pit admit --pg URL --table bj-04 --operator marie\n  echo 482913 | sabot pit admit --pg URL --from tables.txt --operator marie\n  sabot pit admit --pg URL --list`,
    )
    .action(async (options: AdmitOptions) => {
      if (options.list === true) return withCenter(options.pg, (center) => list(io, center));
      const tables = namedTables(options);
      if (tables.length === 0) throw new CliError(cliText('cli.pit.admit.none'), EXIT.usage);
      if (options.operator === undefined) throw new CliError(cliText('cli.pit.admit.operator'), EXIT.usage);
      const operator = options.operator;
      await withCenter(options.pg, async (center) => {
        const pin = await readPin(io, cliText('cli.pit.pin.the-current', { role: 'pit-boss' }));
        const refused = await provePitPin(center, 'pit-boss', pin, operator, say('pit.admit-action'));
        if (refused) throw new CliError(words().say(refused), EXIT.rejected);
        const added = await admit(center, tables, operator);
        const already = tables.filter((table) => !added.includes(table));
        const where = centerName(options.pg);
        if (added.length > 0)
          io.out(`${cliText('cli.pit.admit.done', { tables: added.join(', '), center: where })}\n`);
        if (already.length > 0)
          io.out(`${cliText('cli.pit.admit.already', { tables: already.join(', ') })}\n`);
      });
    });
}

/** The ids of `--table` and of the `--from` list (one per line; blank lines and `#` comments skipped), each checked. */
function namedTables(options: AdmitOptions): string[] {
  const listed = options.from === undefined ? [] : readList(options.from);
  const tables = [...new Set([...options.table, ...listed])];
  for (const table of tables) {
    const checked = tableIdOf('', table);
    if (!checked.ok) throw new CliError(words().say(checked.said), EXIT.usage);
  }
  return tables;
}

function readList(file: string): string[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new CliError(
      cliText('cli.pit.admit.from-unreadable', { file, detail: (error as Error).message }),
      EXIT.usage,
    );
  }
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/#.*/, '').trim())
    .filter((line) => line !== '');
}

/** The ids not admitted before, admitted now in one statement with their row in the center's journal. */
async function admit(center: Center, tables: readonly string[], operator: string): Promise<string[]> {
  const result = await center.query<{ table_id: string }>(
    `WITH added AS (
       INSERT INTO pit_admitted_tables (table_id, admitted_by)
         SELECT unnest($1::text[]), $2 ON CONFLICT (table_id) DO NOTHING RETURNING table_id
     ), journaled AS (
       INSERT INTO pit_center_journal (operator, role, action, table_id)
         SELECT $2, 'pit-boss', 'table-admitted', table_id FROM added
     )
     SELECT table_id FROM added`,
    [tables, operator],
  );
  return result.rows.map((row) => row.table_id);
}

async function list(io: CliIo, center: Center): Promise<void> {
  const result = await center.query<{ table_id: string; admitted_by: string; at: string; shipped: boolean }>(
    `SELECT a.table_id, a.admitted_by, to_char(a.admitted_at, 'YYYY-MM-DD HH24:MI') AS at,
            coalesce(t.head_position > 0, false) AS shipped
     FROM pit_admitted_tables a LEFT JOIN pit_tables t USING (table_id) ORDER BY a.table_id`,
  );
  if (result.rows.length === 0) io.out(`${cliText('cli.pit.admit.list-empty')}\n`);
  for (const row of result.rows)
    io.out(
      `${cliText(row.shipped ? 'cli.pit.admit.list-shipped' : 'cli.pit.admit.list-waiting', {
        table: row.table_id,
        by: row.admitted_by,
        at: row.at,
      })}\n`,
    );
}
