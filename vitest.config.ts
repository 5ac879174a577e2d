import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The summary reporter prints the plain "N passed, N failed" line CI reads.
    reporters: ['default', './test/support/summary-reporter.ts'],
    testTimeout: 20_000,
    // A set-up step compiles, starts or fills something (a writer, a server, a cluster): on a busy
    // two-core machine that takes several times its quiet ten seconds, and vitest's default would
    // fail the file before its first test.
    hookTimeout: 60_000,
    // A PostgreSQL cluster a timed-out test left running is stopped with its file.
    setupFiles: ['./test/support/stop-clusters-left.ts'],
    // The tests read the table's English; a French or Russian locale on the machine must not
    // change what the CLI prints to them (a test of another language passes --lang or its own env).
    env: { LANG: 'C.UTF-8', LC_ALL: '', LC_MESSAGES: '' },
  },
});
