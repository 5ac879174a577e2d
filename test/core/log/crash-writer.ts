// A table that records cards until it is killed: the crash test's child process. It prints the
// last position of every append after append returns, i.e. what the table reported as accepted.
import { headPathFor } from '../../../app/core/log/chain-head.js';
import { openLogDatabase } from '../../../app/core/log/database.js';
import { EventStore } from '../../../app/core/log/event-store.js';

const path = process.argv[2];
if (!path) throw new Error('usage: crash-writer <log path>');
const store = new EventStore(openLogDatabase(path), headPathFor(path));
for (let round = store.count() / 3 + 1; ; round++) {
  // Three events per append: a crash must leave all three or none.
  const metadata = { time: new Date().toISOString(), source: 'simulator', operator: 'crash-test' } as const;
  const stored = store.append(
    ['AS', 'KD', '7C'].map((card) => ({
      stream: `round-${round}`,
      type: 'CardDrawn',
      data: { card },
      metadata,
    })),
  );
  process.stdout.write(`${stored.at(-1)?.position}\n`);
}
