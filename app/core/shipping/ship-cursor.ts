import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { centerName } from './center.js';

/** How far the center acknowledged a table's facts, as the table last heard it. */
export interface ShipCursor {
  readonly center: string;
  readonly table: string;
  readonly position: number;
  readonly at: string;
}

/**
 * Beside the log, not in it: the log holds facts only, and this is a note of the center's answer
 * (the center's own head stays the truth every pass starts from). Written whole and renamed, so a
 * crash leaves the last note or the one before, never half of one.
 */
export const shipCursorPath = (db: string): string => `${db}.shipped.json`;

export function writeShipCursor(db: string, cursor: ShipCursor): void {
  const path = shipCursorPath(db);
  const note: ShipCursor = { ...cursor, center: centerName(cursor.center) };
  writeFileSync(`${path}.tmp`, `${JSON.stringify(note)}\n`);
  renameSync(`${path}.tmp`, path);
}

export function readShipCursor(db: string): ShipCursor | null {
  try {
    return JSON.parse(readFileSync(shipCursorPath(db), 'utf8')) as ShipCursor;
  } catch {
    return null;
  }
}
