import { mkdirSync } from 'node:fs';
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  protocol,
  type Session,
  session,
  utilityProcess,
} from 'electron';
import { ALARMS_CHANGED, OPERATION_NAMES, TABLE_CHANGED } from '../contract.js';
import { APP_ENTRY_URL, APP_SCHEME } from './app-origin.js';
import { respondFromBundle } from './bundle-files.js';
import { installPaths } from './install-paths.js';
import { guardedOperation } from './ipc-guard.js';
import {
  allowOnlyAppRequests,
  denyNavigation,
  denyPermissionCheck,
  denyPermissionRequest,
  denyWebview,
  denyWindowOpen,
  enforceContentPolicy,
} from './security-handlers.js';
import { defaultDataDir, newServiceSecret, serviceArguments, serviceEnvironment } from './service-launch.js';
import { type ServiceChild, spawnWithNode, waitUntilReady } from './service-process.js';
import { connectTableService, type TableServiceClient } from './table-service-client.js';
import { croupierWindowOptions } from './window-options.js';

/**
 * The Electron main process: the only file that touches Electron. It holds no table logic and
 * loads no native module; it starts the table service, opens the croupier's window on the app's
 * own bundle, and relays checked contract calls between the two.
 */

const paths = installPaths();

// Before 'ready': a scheme's privileges are fixed when Chromium starts. Standard and secure give
// `app://sabot` a real origin that CSP 'self' and the IPC guard can name.
protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);
app.enableSandbox();

/**
 * In development the service runs on plain Node, with the project's Node-built modules; in the
 * packaged app it runs in a utilityProcess, with the modules electron-builder rebuilt for
 * Electron. Either way it is `sabot serve`, the same code as web mode, on loopback.
 */
function startServiceProcess(secret: string): ServiceChild {
  const dataDir = defaultDataDir(process.env);
  mkdirSync(dataDir, { recursive: true });
  const args = serviceArguments(process.argv.slice(1), dataDir);
  const env = serviceEnvironment(process.env, secret);
  if (!app.isPackaged) return spawnWithNode(paths.serviceEntry, args, env);
  const child = utilityProcess.fork(paths.serviceEntry, args, {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
    serviceName: 'Sabot table service',
  });
  return {
    stdout: child.stdout,
    stop: () => void child.kill(),
    onExit: (listener) => void child.once('exit', listener),
  };
}

function hardenSession(target: Session): void {
  target.setPermissionRequestHandler(denyPermissionRequest);
  target.setPermissionCheckHandler(denyPermissionCheck);
  target.setDevicePermissionHandler(denyPermissionCheck);
  target.webRequest.onBeforeRequest(allowOnlyAppRequests);
  target.webRequest.onHeadersReceived(enforceContentPolicy);
}

/** Serves the built renderer, and only it, with the CSP on every file. */
function serveRendererBundle(): void {
  protocol.handle(APP_SCHEME, (request) => respondFromBundle(request.url, paths.rendererBundle));
}

// Every web contents, including any a bug might create, gets the same refusals.
app.on('web-contents-created', (_event, contents) => {
  contents.on('will-navigate', denyNavigation);
  contents.on('will-redirect', denyNavigation);
  contents.on('will-attach-webview', denyWebview);
  contents.setWindowOpenHandler(denyWindowOpen);
});

function relayOperations(table: Promise<TableServiceClient>): void {
  for (const operation of OPERATION_NAMES) {
    const handle = guardedOperation(operation, async (name, request) => (await table).call(name, request));
    ipcMain.handle(operation, (event, payload: unknown) => handle(event.senderFrame?.url, payload));
  }
}

let stopService = (): void => {};
let failed = false;

function failAndQuit(error: unknown): void {
  if (failed) return;
  failed = true;
  // app.exit skips 'will-quit', and a plain Node child outlives its parent unless stopped.
  stopService();
  const reason = error instanceof Error ? error.message : String(error);
  dialog.showErrorBox('Sabot cannot run the table', `${reason}\n\nThe log is unharmed; start Sabot again.`);
  app.exit(1);
}

async function start(): Promise<void> {
  // Two windows would mean two services writing one log.
  if (!app.requestSingleInstanceLock()) return app.quit();
  await app.whenReady();

  const secret = newServiceSecret();
  const service = startServiceProcess(secret);
  stopService = () => service.stop();
  let quitting = false;
  app.on('before-quit', () => {
    quitting = true;
  });
  app.on('will-quit', () => service.stop());
  service.onExit((code) => {
    if (!quitting) failAndQuit(new Error(`The table service stopped (exit code ${code}).`));
  });
  const table = waitUntilReady(service).then((port) => connectTableService(port, secret));
  table.catch(failAndQuit);

  hardenSession(session.defaultSession);
  serveRendererBundle();
  relayOperations(table);

  const window = new BrowserWindow(
    croupierWindowOptions({ preload: paths.preload, devTools: !app.isPackaged }),
  );
  window.once('ready-to-show', () => window.show());
  app.on('second-instance', () => window.focus());
  app.on('window-all-closed', () => app.quit());
  await window.loadURL(APP_ENTRY_URL);

  const client = await table;
  client.onTableChanged((message) => {
    if (!window.isDestroyed()) window.webContents.send(TABLE_CHANGED, message);
  });
  client.onAlarmsChanged((change) => {
    if (!window.isDestroyed()) window.webContents.send(ALARMS_CHANGED, change);
  });
  client.onClosed(() => {
    if (!quitting) failAndQuit(new Error('The connection to the table service closed.'));
  });
}

start().catch(failAndQuit);
