/**
 * The window's Content-Security-Policy. Everything the dashboard runs comes from its own bundle:
 * no inline script or style, no eval, no plugin, no frame, no form post, and no connection
 * anywhere (the table is reached through the preload's IPC, never from the page).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'none'",
  "object-src 'none'",
  "frame-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** Headers every file of the app is served with. */
export const APP_RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  // A file is what its extension says it is: never sniffed into a script.
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

type Headers = Record<string, string[] | string>;

/**
 * The response headers with the app's CSP in place of any the response carried, so no
 * response can loosen it (header names are case-insensitive, hence the filter).
 */
export function withContentPolicy(headers: Headers | undefined): Record<string, string[]> {
  const kept: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    const lower = name.toLowerCase();
    if (Object.keys(APP_RESPONSE_HEADERS).some((own) => own.toLowerCase() === lower)) continue;
    kept[name] = Array.isArray(value) ? value : [value];
  }
  for (const [name, value] of Object.entries(APP_RESPONSE_HEADERS)) kept[name] = [value];
  return kept;
}
