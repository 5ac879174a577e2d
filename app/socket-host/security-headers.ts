/**
 * Headers of every page and file the server sends. The Content Security Policy allows scripts,
 * styles and connections from the server itself only: no inline script, no third party, and the
 * one WebSocket of this origin. `host` is the already-checked Host header.
 */
export function securityHeaders(host: string, tls = false): Record<string, string> {
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self'",
    "font-src 'self'",
    `connect-src 'self' ${tls ? 'wss' : 'ws'}://${host}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}
