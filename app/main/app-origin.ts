/**
 * The window's one origin: `app://sabot`, a privileged custom scheme served from the built
 * renderer only. Not `file://`, whose pages share one opaque origin with every file on the disk:
 * a custom origin lets the IPC guard, the navigation rules and the CSP's 'self' name the app and
 * nothing else, and lets the protocol handler refuse any path outside the bundle.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'sabot';
export const APP_ENTRY_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

/**
 * True only for a URL of the app's own origin. Compares scheme and host rather than
 * `URL.origin`, which is "null" for schemes Node does not know as special.
 */
export function isAppUrl(url: string | undefined): boolean {
  if (url === undefined) return false;
  try {
    const parsed = new URL(url);
    return (
      parsed.protocol === `${APP_SCHEME}:` &&
      parsed.host === APP_HOST &&
      parsed.username === '' &&
      parsed.password === ''
    );
  } catch {
    return false;
  }
}
