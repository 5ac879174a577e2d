import { hostname, networkInterfaces } from 'node:os';

/**
 * The names a browser may use to reach this server, as `host:port`. A page may only talk to the
 * table from the server's own origin, and the Host header must be one of these too: a hostile
 * page that rebinds its own DNS name to 127.0.0.1 sends its own name, and is refused.
 */
export function ownHosts(port: number, beyondLoopback: boolean): Set<string> {
  const hosts = new Set([`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]);
  if (!beyondLoopback) return hosts;
  // Interfaces are read on every check: a pit terminal's address may change under DHCP.
  for (const addresses of Object.values(networkInterfaces())) {
    for (const address of addresses ?? []) {
      if (address.internal) continue;
      hosts.add(address.family === 'IPv6' ? `[${address.address}]:${port}` : `${address.address}:${port}`);
    }
  }
  hosts.add(`${hostname().toLowerCase()}:${port}`);
  return hosts;
}

export function hostAllowed(host: string | undefined, port: number, beyondLoopback: boolean): boolean {
  return host !== undefined && ownHosts(port, beyondLoopback).has(host.toLowerCase());
}

/** A browser always sends Origin with a WebSocket; anything else is not the dashboard. */
export function originAllowed(
  origin: string | undefined,
  port: number,
  beyondLoopback: boolean,
  scheme: 'http' | 'https' = 'http',
): boolean {
  if (origin === undefined) return false;
  const hosts = ownHosts(port, beyondLoopback);
  return [...hosts].some((host) => origin.toLowerCase() === `${scheme}://${host}`);
}
