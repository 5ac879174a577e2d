// What the projections add to a submit: the time spent in the round list's writer (inside the
// append's transaction) beside the whole submit, on a fresh log of a few hundred rounds.
// Usage: node projection-cost-probe.js <dir>; prints one JSON line.
import { join } from 'node:path';
import { RoundProjection } from '../../app/core/projections/round-projection.js';
import { TableService } from '../../app/core/table/table-service.js';
import { classic6d } from '../../engine/rules/profiles/classic-6d.js';
import { SessionDriver } from '../core/crash/session-driver.js';

const [dir] = process.argv.slice(2);
if (!dir) throw new Error('usage: projection-cost-probe <dir>');
const INPUTS = 3000;
const written = RoundProjection.prototype.written;
let inWriter = 0;
RoundProjection.prototype.written = function (this: RoundProjection, events) {
  const started = performance.now();
  written.call(this, events);
  inWriter += performance.now() - started;
};
const service = TableService.open({ dbPath: join(dir, 'cost.db'), profile: classic6d });
const driver = new SessionDriver(12, 3);
const meta = { source: 'simulator', operator: 'croupier-7' } as const;
const submits: number[] = [];
for (let input = 0; input < INPUTS; input++) {
  const started = performance.now();
  service.submit(driver.next(service.snapshot), meta);
  submits.push(performance.now() - started);
}
service.close();
submits.sort((a, b) => a - b);
const total = submits.reduce((sum, ms) => sum + ms, 0);
console.log(
  JSON.stringify({
    inputs: INPUTS,
    submitMedianMs: submits[INPUTS / 2],
    submitMeanMs: total / INPUTS,
    projectionMeanMs: inWriter / INPUTS,
    share: inWriter / total,
  }),
);
