import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../core/log/log-fixtures.js';
import { runSabot, runSabotWithInput } from './run-cli.js';

/** A person as the register enrols them at the command line, with the PIN they are handed. */
export interface Enrolled {
  readonly badge: string;
  readonly name: string;
  /** As `--role` takes them: `croupier,supervisor`. */
  readonly roles: string;
  readonly pin: string;
}

type Answer = Awaited<ReturnType<typeof runSabot>>;

/** `sabot staff ...` on the log, the PINs given on standard input one a line. */
export const staff = (db: string, pins: readonly string[], ...argv: string[]): Promise<Answer> =>
  runSabotWithInput([...pins], 'staff', ...argv, '--db', db);

/** A new table of the open-6d profile with nothing else in its log: its register is off. */
export async function freshTable(): Promise<{
  readonly dir: string;
  readonly db: string;
  readonly played: Answer;
}> {
  const dir = tempDir();
  const script = join(dir, 'table.jsonl');
  writeFileSync(script, '{"type":"table","profile":"open-6d","min":5,"max":500}\n');
  const db = join(dir, 'table.db');
  return { dir, db, played: await runSabot('play', '--script', script, '--db', db) };
}

/**
 * The register set up at the command line: `manager` enrols themself, then each of `people` with
 * the PIN the manager hands them. Each command's answer, in order, for the test to check.
 */
export async function enrolAtCommandLine(
  db: string,
  manager: Enrolled,
  people: readonly Enrolled[],
): Promise<Answer[]> {
  const person = (who: Enrolled) => ['--badge', who.badge, '--name', who.name, '--role', who.roles];
  const answers = [await staff(db, [manager.pin], 'add', ...person(manager))];
  for (const who of people)
    answers.push(await staff(db, [manager.pin, who.pin], 'add', ...person(who), '--by', manager.badge));
  return answers;
}
