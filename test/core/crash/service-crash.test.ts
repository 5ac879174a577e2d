import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../log/log-fixtures.js';
import { buildTableChild } from './build-child.js';
import { type CrashSessionPlan, playCrashSession, type TrialOutcome } from './crash-trial.js';

/**
 * Given a table played by a real process that reports every accepted fact over a pipe, when that
 * process is killed with SIGKILL at a random moment, then the log verifies, holds every reported
 * fact, and the reopened table is the interrupted round as it stood and plays on. The three
 * tables are played at once, each on its own log, each log killed 20 times over (60 trials).
 * The long run of the same checks is `node scripts/crash-soak.mjs 1000`.
 */
const TRIALS_PER_TABLE = 20;
const SESSIONS = [
  { profileId: 'classic-6d', boxes: 3, seed: 6_001 },
  { profileId: 'open-6d', boxes: 3, seed: 6_002 },
  { profileId: 'home-1d', boxes: 3, seed: 6_003 },
] as const;

let install: string;
let childPath: string;

describe('the table service killed at any instant', () => {
  // Its own folder rather than tempDir(), which is emptied after each test.
  beforeAll(() => {
    install = mkdtempSync(join(tmpdir(), 'sabot-crash-child-'));
    childPath = buildTableChild(install);
  }, 60_000);
  afterAll(() => rmSync(install, { recursive: true, force: true }));

  it('loses no reported fact and reopens to the round as it stood, at every table', async () => {
    const dir = tempDir();
    const sessions = await Promise.all(
      SESSIONS.map((session) => {
        const plan: CrashSessionPlan = {
          ...session,
          childPath,
          dbPath: join(dir, `${session.profileId}.db`),
          trials: TRIALS_PER_TABLE,
        };
        return playCrashSession(plan).then((outcomes) => ({ plan, outcomes }));
      }),
    );
    const failures = sessions.flatMap(({ plan, outcomes }) =>
      outcomes
        .filter((outcome) => outcome.problems.length > 0)
        .map((outcome) => describeFailure(plan, outcome)),
    );
    expect(failures).toEqual([]);
    const outcomes = sessions.flatMap((session) => session.outcomes);
    expect(outcomes.length).toBeGreaterThanOrEqual(50);
    // The kills must land mid-session, not only while a child starts: most trials saw facts reported.
    expect(outcomes.filter((outcome) => outcome.reported > 0).length).toBeGreaterThan(outcomes.length / 2);
  }, 120_000);
});

function describeFailure(plan: CrashSessionPlan, outcome: TrialOutcome): string {
  return (
    `${plan.profileId} (seed ${plan.seed}) trial ${outcome.trial}, killed ${outcome.delayMs} ms after ` +
    `${outcome.from} with ${outcome.reported} facts reported: ${outcome.problems.join('; ')}`
  );
}
