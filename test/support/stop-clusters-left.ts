import { afterAll } from 'vitest';

/**
 * After each test file, every PostgreSQL cluster it started and did not stop is stopped: a test
 * that ran past its deadline still holds its `finally`, and a cluster left running would outlive
 * the suite. The registry is pg-cluster.ts's, read by its well-known symbol so that a file that
 * starts no cluster does not load the PostgreSQL client.
 */
afterAll(async () => {
  const left = (globalThis as Record<symbol, Set<{ stop(): Promise<void> }> | undefined>)[
    Symbol.for('sabot.test.pg-clusters-left')
  ];
  for (const cluster of [...(left ?? [])]) await cluster.stop();
});
