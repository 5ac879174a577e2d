import { afterAll } from 'vitest';
import { clustersLeft } from './clusters-left.js';

/**
 * After each test file, every PostgreSQL cluster it started and did not stop is stopped: a test
 * that ran past its deadline still holds its `finally`, and a cluster left running would outlive
 * the suite.
 */
afterAll(async () => {
  for (const cluster of [...clustersLeft]) await cluster.stop();
});
