import { createContext, useContext, useMemo } from 'react';
import { BridgeTransport } from './bridge-transport';
import type { TableTransport } from './table-transport';
import { WebSocketTransport } from './websocket-transport';

/**
 * Inside the Electron window the preload has put `window.sabot` there before any script runs,
 * and the window's CSP refuses every connection, a WebSocket included; in a browser there is no
 * bridge and the page's own server is the table. Decided once, when the page starts.
 */
export function transportForThisPage(): () => TableTransport {
  const bridge = window.sabot;
  return bridge ? () => new BridgeTransport(bridge) : () => WebSocketTransport.forPage();
}

/** Makes a transport for a screen; main.tsx provides the one chosen at start-up. */
export const TransportContext = createContext<() => TableTransport>(() => {
  throw new Error('a screen was mounted outside main.tsx: no way to the table was chosen');
});

/** The screen's transport, from the factory main.tsx provides; asked once per mounted screen. */
export function useTableTransport(): TableTransport {
  const connect = useContext(TransportContext);
  return useMemo(() => connect(), [connect]);
}
