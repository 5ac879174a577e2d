import { RoundTracker } from '../../../engine/round/round-tracker.js';
import type { PlayReport } from '../../../engine/script/play-script.js';
import { readScript } from '../../../engine/script/play-script.js';
import type { TableService } from './table-service.js';

/**
 * Plays a table script into a log through the table service: each line is an input from the
 * `script` source, decided, recorded and applied exactly as at the live table. The report has the
 * shape of `sabot play`'s.
 */
export function recordScript(service: TableService, text: string, operator = 'script'): PlayReport {
  const tracker = new RoundTracker();
  const rejected: PlayReport['rejected'] = [];
  readScript(text).forEach((line, index) => {
    if (index === 0 && line.input.ok && line.input.value.type === 'table') return;
    if (!line.input.ok) {
      rejected.push({ line: line.line, input: line.raw, reason: line.input.reason });
      return;
    }
    const before = service.snapshot;
    const result = service.submit(line.input.value, { source: 'script', operator });
    if (!result.ok) rejected.push({ line: line.line, input: line.raw, reason: result.reason });
    else tracker.observe(before, service.snapshot);
  });
  return { profile: service.snapshot.context.profile.id, rounds: tracker.finish(service.snapshot), rejected };
}
