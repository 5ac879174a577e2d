import { expect } from 'vitest';
import { runSabot } from './run-cli.js';
import type { SimulationJson } from './simulation-json.js';

/** `sabot simulate … --json`, expected to succeed silently, read as the caller's shape of it. */
export async function simulateJson<T = SimulationJson>(...argv: string[]): Promise<T> {
  const { code, out, err } = await runSabot('simulate', ...argv, '--json');
  expect(err).toBe('');
  expect(code).toBe(0);
  return JSON.parse(out) as T;
}
