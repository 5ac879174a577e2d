import { readFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { isAppUrl } from './app-origin.js';
import { APP_RESPONSE_HEADERS } from './content-policy.js';

/** The types the built renderer holds; anything else is served as opaque bytes. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

export type BundleFile =
  | { readonly ok: true; readonly path: string; readonly contentType: string }
  | { readonly ok: false; readonly status: 403 | 404 };

/**
 * The file of the renderer bundle an `app://sabot/...` request names. Refuses any other origin
 * and any path that would leave the bundle (`..`, an encoded slash or backslash, a NUL), so the
 * protocol handler can never serve the log, the PIN store or a system file. A path without an
 * extension is a page of the dashboard: it gets `index.html`.
 */
export function bundleFileFor(url: string, bundleDir: string): BundleFile {
  if (!isAppUrl(url)) return { ok: false, status: 403 };
  const segments: string[] = [];
  for (const raw of new URL(url).pathname.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return { ok: false, status: 403 };
    }
    if (segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) return { ok: false, status: 403 };
    segments.push(segment);
  }
  const last = segments.at(-1);
  if (last === undefined || extname(last) === '') segments.splice(0, segments.length, 'index.html');
  const root = resolve(bundleDir);
  const path = resolve(join(root, ...segments));
  if (!path.startsWith(root + sep)) return { ok: false, status: 403 };
  return { ok: true, path, contentType: CONTENT_TYPES[extname(path)] ?? 'application/octet-stream' };
}

/**
 * The `app://` protocol handler's answer: the bundle's file with the CSP, or a bare refusal.
 * Plain Node (`Response` is global), so it is tested without Electron.
 */
export async function respondFromBundle(url: string, bundleDir: string): Promise<Response> {
  const file = bundleFileFor(url, bundleDir);
  if (!file.ok) return new Response(null, { status: file.status });
  let body: Buffer;
  try {
    body = await readFile(file.path);
  } catch {
    return new Response(null, { status: 404 });
  }
  return new Response(new Uint8Array(body), {
    headers: { 'Content-Type': file.contentType, ...APP_RESPONSE_HEADERS },
  });
}
