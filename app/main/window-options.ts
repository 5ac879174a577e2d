import type { BrowserWindowConstructorOptions } from 'electron';

/**
 * The croupier's window. The page is treated as untrusted even though it is our own bundle: a
 * rendering bug or a hostile string on screen must not reach Node, the log or the shoe reader.
 * So the renderer is sandboxed and isolated from the preload, has no Node anywhere (workers
 * included), keeps same-origin rules, loads nothing insecure and cannot embed a webview. Its one
 * way out is the preload's fixed list of contract operations.
 */
export function croupierWindowOptions(options: {
  readonly preload: string;
  readonly devTools: boolean;
}): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 800,
    minWidth: 960,
    minHeight: 600,
    title: 'Sabot',
    backgroundColor: '#0b3d2e',
    // Shown once the first paint is ready, so the croupier never sees a blank frame.
    show: false,
    webPreferences: {
      preload: options.preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      spellcheck: false,
      devTools: options.devTools,
    },
  };
}
