import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The summary reporter prints the plain "N passed, N failed" line CI reads.
    reporters: ['default', './test/support/summary-reporter.ts'],
    testTimeout: 20_000,
  },
});
