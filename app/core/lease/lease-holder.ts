import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { z } from 'zod';

/** Who holds a log's lease: what a refused table names, and what a take-over journals. */
export interface LeaseHolder {
  readonly pid: number;
  readonly host: string;
  /** ISO time the lease was taken. */
  readonly since: string;
}

const holderSchema = z.object({ pid: z.number().int(), host: z.string(), since: z.string() });

/** The holder file, or null when there is none or it cannot be read as one (a torn write). */
export function readHolder(path: string): LeaseHolder | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return null;
  }
  try {
    const parsed = holderSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Written beside and renamed over, so a reader finds the old holder or the new one, never half. */
export function writeHolder(path: string, holder: LeaseHolder): void {
  const partial = `${path}.${process.pid}.tmp`;
  writeFileSync(partial, `${JSON.stringify(holder)}\n`);
  renameSync(partial, path);
}

export function removeHolder(path: string): void {
  rmSync(path, { force: true });
}

/** `process 4127 on host pit-3, since 2026-12-01T07:02:11.000Z` */
export const describeHolder = (holder: LeaseHolder): string =>
  `process ${holder.pid} on host ${holder.host}, since ${holder.since}`;
