import { TableService } from '../core/table/table-service.js';
import type { OpenTableOptions } from '../core/table/table-service-types.js';
import { withLog } from './log-option.js';

/**
 * Opens the table service on a log (its path, or how to open it) for `work` and closes it once the
 * work is done. Apart from log-option.ts: the service loads the engine, which the commands that
 * only read a log skip.
 */
export async function withTableService<T>(
  log: string | OpenTableOptions,
  work: (service: TableService) => T | Promise<T>,
): Promise<T> {
  const service = withLog(() => TableService.open(typeof log === 'string' ? { dbPath: log } : log));
  try {
    return await work(service);
  } finally {
    service.close();
  }
}
