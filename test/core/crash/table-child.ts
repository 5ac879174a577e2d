// The service crash test's child process: a table that plays a simulated session until it is
// killed. Usage: table-child <log path> <profile id> <seed> <boxes> [max inputs]
//
// One line on stdout per fact, written straight to the pipe (writeSync, no buffering) right after
// `submit` returned it as accepted, i.e. after its commit:
//   open <last position> <phase> <digest of the table>  once the service has opened the log
//   ok <position> <type> <phase> <digest of the table>   one per stored fact of an accepted input
//   refused <reason>                                     then exit 3: the auto table never should be
// The phase and digest are of the table after the input, on every line of that input.
import { writeSync } from 'node:fs';
import { reasonOf } from '../../../app/core/sentences.js';
import { TableService } from '../../../app/core/table/table-service.js';
import { phaseOf } from '../../../engine/round/table.js';
import { findProfile } from '../../../engine/rules/profiles.js';
import { SessionDriver } from './session-driver.js';
import { tableDigest } from './table-digest.js';

const [dbPath, profileId, seedText, boxesText, maxText] = process.argv.slice(2);
if (!dbPath || !profileId || !seedText || !boxesText) {
  throw new Error('usage: table-child <log path> <profile id> <seed> <boxes> [max inputs]');
}
const profile = findProfile(profileId);
if (!profile.ok) throw new Error(reasonOf(profile));
const say = (line: string): void => {
  writeSync(1, `${line}\n`);
};

const service = TableService.open({ dbPath, profile: profile.value, operator: 'crash-test' });
const driver = new SessionDriver(Number(seedText), Number(boxesText));
const meta = { source: 'simulator', operator: 'crash-test' } as const;
say(
  `open ${service.log.last()?.position ?? 0} ${phaseOf(service.snapshot)} ${tableDigest(service.snapshot)}`,
);

for (let input = 0; input < Number(maxText ?? Number.POSITIVE_INFINITY); input++) {
  const result = service.submit(driver.next(service.snapshot), meta);
  if (!result.ok) {
    say(`refused ${reasonOf(result)}`);
    process.exit(3);
  }
  const after = `${phaseOf(service.snapshot)} ${tableDigest(service.snapshot)}`;
  say(result.events.map((event) => `ok ${event.position} ${event.type} ${after}`).join('\n'));
}
service.close();
