import type Database from 'better-sqlite3';
import type { DeviceJournal } from '../log/device-journal.js';

/** The device name the simulated shoe's frames and its loads are journaled under. */
export const SIMULATOR_DEVICE = 'simulator';

/** One simulated shoe put in the reader: the seed it was shuffled with, so it can be dealt again. */
export interface SimulatedShoeLoad {
  readonly kind: 'simulated-shoe';
  readonly seed: number;
  /** The decks shuffled, null for a scripted order: data, so any reader words it in its language. */
  readonly decks: number | null;
  /** CUT_CARD came after this many cards; null for a shoe without a cut card. */
  readonly cutCardAfter: number | null;
}

/**
 * The seed of a simulated shoe comes from the clock unless the operator names one, so it is written
 * in the device journal beside the frames it deals, before the first of them: `--seed` with it
 * deals the same cards again. Nothing crossed the line for it, so its raw bytes are empty.
 */
export function journalShoeLoad(
  journal: DeviceJournal,
  load: Omit<SimulatedShoeLoad, 'kind'>,
  at: Date,
): void {
  journal.append({
    receivedAt: at.toISOString(),
    device: SIMULATOR_DEVICE,
    raw: new Uint8Array(),
    decoded: { kind: 'simulated-shoe', ...load } satisfies SimulatedShoeLoad,
    verdict: 'decoded',
  });
}

/** Every simulated shoe the log's device journal records, in the order they were loaded. */
export function simulatedShoeLoads(
  db: Database.Database,
): (SimulatedShoeLoad & { readonly position: number })[] {
  // Only the loads have empty raw bytes: every frame brought at least its `$`.
  const rows = db
    .prepare<[string], { position: number; decoded: string }>(
      "SELECT position, decoded FROM device_journal WHERE device = ? AND raw = x'' ORDER BY position",
    )
    .all(SIMULATOR_DEVICE);
  return rows.flatMap(({ position, decoded }) => {
    const load = JSON.parse(decoded) as Partial<SimulatedShoeLoad>;
    return load.kind === 'simulated-shoe' && typeof load.seed === 'number'
      ? [
          {
            kind: load.kind,
            seed: load.seed,
            decks: load.decks ?? null,
            cutCardAfter: load.cutCardAfter ?? null,
            position,
          },
        ]
      : [];
  });
}
