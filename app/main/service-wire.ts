import { TABLE_CHANGED, type TableMessage } from '../contract.js';

/**
 * Web mode's frames on the table's socket (app/server/wire.ts), spoken by the window's process
 * as a client: it asks `{id, op, payload}`; the service answers `{id, ok: true, reply}` or
 * `{id, ok: false, error}`, and pushes `{push: "tableChanged", message}` on every change.
 */

export const TABLE_SOCKET_PATH = '/table';

export interface ServiceRequest {
  readonly id: number;
  readonly op: string;
  readonly payload: unknown;
}

export type ServiceMessage =
  | { readonly kind: 'reply'; readonly id: number; readonly reply: unknown }
  | { readonly kind: 'error'; readonly id: number; readonly error: string }
  | { readonly kind: 'tableChanged'; readonly message: TableMessage };

export function encodeRequest(request: ServiceRequest): string {
  return JSON.stringify(request);
}

/** A frame from the service, or undefined for anything that is not one (then dropped). */
export function decodeServiceMessage(text: string): ServiceMessage | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined;
  const frame = json as Record<string, unknown>;
  if ('push' in frame) {
    const table = frame.message;
    return frame.push === TABLE_CHANGED && typeof table === 'object' && table !== null
      ? { kind: 'tableChanged', message: table as TableMessage }
      : undefined;
  }
  const id = frame.id;
  if (typeof id !== 'number' || !Number.isInteger(id)) return undefined;
  if (frame.ok === true && 'reply' in frame) return { kind: 'reply', id, reply: frame.reply };
  if (frame.ok === false && typeof frame.error === 'string') return { kind: 'error', id, error: frame.error };
  return undefined;
}
