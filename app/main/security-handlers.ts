import type { HandlerDetails, WindowOpenHandlerResponse } from 'electron';
import { isAppUrl } from './app-origin.js';
import { withContentPolicy } from './content-policy.js';

/**
 * What the window may do beyond showing its own bundle: nothing. Each handler is pure so the
 * security test can call it without Electron; `main.ts` only attaches them.
 */

interface Preventable {
  preventDefault(): void;
}

/**
 * `will-navigate` and `will-redirect`: the dashboard is one page, so any navigation (a link, a
 * dropped file, a script setting `location`) would swap the trusted bundle for something else.
 */
export function denyNavigation(event: Preventable): void {
  event.preventDefault();
}

/** `setWindowOpenHandler`: no popup, no second window, no `window.open` to the outside. */
export function denyWindowOpen(_details?: HandlerDetails): WindowOpenHandlerResponse {
  return { action: 'deny' };
}

/**
 * `setPermissionRequestHandler`: camera, microphone, notifications, serial, USB... all refused.
 * The shoe reader is opened by the table service, never by the page.
 */
export function denyPermissionRequest(
  _webContents: unknown,
  _permission: string,
  callback: (granted: boolean) => void,
): void {
  callback(false);
}

/** `setPermissionCheckHandler` and `setDevicePermissionHandler`: every check answers no. */
export function denyPermissionCheck(): boolean {
  return false;
}

/** `will-attach-webview`: refused even though `webviewTag` is off, in case a bug turns it on. */
export function denyWebview(event: Preventable): void {
  event.preventDefault();
}

/**
 * `webRequest.onBeforeRequest`: the page may fetch only from its own origin (DevTools aside,
 * which only exists in development). Everything else is cancelled before it leaves.
 */
export function allowOnlyAppRequests(
  details: { url: string },
  callback: (response: { cancel: boolean }) => void,
): void {
  const allowed = isAppUrl(details.url) || details.url.startsWith('devtools://');
  callback({ cancel: !allowed });
}

/** `webRequest.onHeadersReceived`: every response carries the app's CSP, whatever it said. */
export function enforceContentPolicy(
  details: { responseHeaders?: Record<string, string[] | string> },
  callback: (response: { responseHeaders: Record<string, string[]> }) => void,
): void {
  callback({ responseHeaders: withContentPolicy(details.responseHeaders) });
}
