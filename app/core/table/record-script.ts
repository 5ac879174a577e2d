import { ok } from '../../../engine/result.js';
import { type PlayReport, readScript, runScript } from '../../../engine/script/play-script.js';
import type { TableService } from './table-service.js';

/**
 * Plays a table script into a log through the table service: each line is an input from the
 * `script` source, decided, recorded and applied exactly as at the live table. The report has the
 * shape of `sabot play`'s.
 */
export function recordScript(service: TableService, text: string, operator = 'script'): PlayReport {
  const played = runScript(readScript(text), service.snapshot, (input) => {
    const result = service.submit(input, { source: 'script', operator });
    return result.ok ? ok(service.snapshot) : result;
  });
  return { profile: service.snapshot.context.profile.id, ...played };
}
