import { Center } from '../core/shipping/center.js';

/**
 * A streaming replica of the center, for the pit's reads: a hot standby refuses every write, so
 * its schema is never migrated from here. It is the primary's, replayed; the pit server brings
 * the primary up to date first.
 */
export class StandbyCenter extends Center {
  override ready(): Promise<void> {
    return Promise.resolve();
  }
}
