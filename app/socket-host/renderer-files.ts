import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { httpRefusals, refusalBody } from './refusal-body.js';
import { securityHeaders } from './security-headers.js';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

/**
 * Where `npm run build` puts the dashboard: `dist/renderer` beside package.json. This module runs
 * from the sources in tests and from `dist/` once built, so the root is found by walking up.
 */
export function builtRendererDir(from: string = import.meta.url): string {
  let dir = dirname(fileURLToPath(from));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${fileURLToPath(from)}`);
    dir = parent;
  }
  return join(dir, 'dist', 'renderer');
}

/**
 * Serves the built dashboard read-only: its index at `/` (the pit server's is `pit.html`), its
 * files, nothing outside its folder.
 */
export async function serveRendererFile(
  request: IncomingMessage,
  response: ServerResponse,
  rendererDir: string,
  host: string,
  tls = false,
  indexPage = 'index.html',
): Promise<void> {
  const headers = securityHeaders(host, tls);
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const refused = refusalBody(request, httpRefusals.readWithGet);
    response.writeHead(405, { ...headers, Allow: 'GET, HEAD', ...refused.headers });
    response.end(refused.body);
    return;
  }
  const path = new URL(request.url ?? '/', 'http://server').pathname;
  const relative = path === '/' ? indexPage : decodeSafely(path.slice(1));
  const file = relative === null ? null : normalize(join(rendererDir, relative));
  if (file === null || !file.startsWith(rendererDir + sep) || !(await isFile(file))) {
    const index = join(rendererDir, indexPage);
    const refused = refusalBody(
      request,
      (await isFile(index)) ? httpRefusals.notFound : httpRefusals.notBuilt(index),
    );
    response.writeHead(404, { ...headers, ...refused.headers });
    response.end(refused.body);
    return;
  }
  const body = await readFile(file);
  // Built assets carry a content hash in their name; the index must always be fetched afresh.
  const cache = file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
  response.writeHead(200, {
    ...headers,
    'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    'Content-Length': body.length,
    'Cache-Control': cache,
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

function decodeSafely(text: string): string | null {
  try {
    const decoded = decodeURIComponent(text);
    return decoded.includes('\0') ? null : decoded;
  } catch {
    return null;
  }
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
