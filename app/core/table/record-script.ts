import { ok } from '../../../engine/result.js';
import type { RoundReport } from '../../../engine/round/report.js';
import { type PlayReport, runScript, type ScriptLine } from '../../../engine/script/play-script.js';
import type { TableService } from './table-service.js';

/**
 * Plays a table script into a log through the table service: each line is an input from the
 * `script` source, decided, recorded and applied exactly as at the live table, at the time
 * `timeOfLine` gives it when the script's times matter (a shift report's hours and gaming days). The report has the
 * shape of `sabot play`'s; `lines` may be read lazily and `onRound` takes each round as it ends
 * (see `runScript`).
 */
export function recordScript(
  service: TableService,
  lines: Iterable<ScriptLine>,
  options: {
    operator?: string;
    onRound?: (round: RoundReport) => void;
    /** The time of each input, asked once per line in order (a scripted clock); absent: the service's clock. */
    timeOfLine?: () => Date;
  } = {},
): PlayReport {
  const operator = options.operator ?? 'script';
  const played = runScript(
    lines,
    service.snapshot,
    (input) => {
      const time = options.timeOfLine?.();
      const result = service.submit(input, { source: 'script', operator, ...(time && { time }) });
      return result.ok ? ok(service.snapshot) : result;
    },
    options.onRound,
  );
  return { profile: service.snapshot.context.profile.id, ...played };
}
