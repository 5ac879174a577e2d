import { toMinor } from '../money.js';
import { moneyParam, type Refusal, say } from '../refusals/message.js';
import { codeOf, ok, type Result, refuse } from '../result.js';
import { readTableInput, type TableInput } from '../round/inputs.js';
import type { RoundReport } from '../round/report.js';
import { RoundTracker } from '../round/round-tracker.js';
import { openTable, submitInput, type TableSnapshot } from '../round/table.js';
import { profileLimits } from '../round/table-context.js';
import type { TableLimits } from '../round/types.js';
import type { RuleProfile } from '../rules/profile-schema.js';
import { findProfile } from '../rules/profiles.js';
import { typedText } from '../text/typed-text.js';

/** What `sabot play --json` prints. */
export interface PlayReport {
  readonly profile: string;
  readonly rounds: RoundReport[];
  /** Each refused line with what refused it, to be said in the reader's language. */
  readonly rejected: {
    readonly line: number;
    readonly input: unknown;
    readonly refusal: Refusal;
  }[];
}

export interface PlayOptions {
  /** A profile object (e.g. loaded with --rules); wins over `profileId`. */
  readonly profile?: RuleProfile;
  readonly profileId?: string;
  readonly min?: number;
  readonly max?: number;
}

/** The table a script plays at: its profile and limits. */
export interface ResolvedTable {
  readonly profile: RuleProfile;
  readonly limits: TableLimits;
}

export interface ScriptLine {
  readonly line: number;
  readonly raw: unknown;
  readonly input: Result<TableInput>;
}

/** Reads a table script: JSON Lines, skipping blank lines and `#` comments; numbers count every line. */
export function readScript(text: string): ScriptLine[] {
  return text.split(/\r?\n/).flatMap((content, index) => readScriptLine(content, index + 1) ?? []);
}

/** One line of a table script (`line` counts from 1), or null for a blank line or a comment. */
export function readScriptLine(content: string, line: number): ScriptLine | null {
  const trimmed = content.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(trimmed);
  } catch (error) {
    return {
      line,
      raw: trimmed,
      input: refuse(say('input.not-an-object', { detail: (error as Error).message })),
    };
  }
  // Text a person typed is data (see typed-text.ts): lone surrogates made U+FFFD, controls refused.
  // A value nested too deep to walk is no input either: the input's own schema says so.
  const typed = typedText(raw);
  if (typed.ok) return { line, raw: typed.value, input: readTableInput(typed.value) };
  if (typed.character === null) return { line, raw, input: readTableInput(raw) };
  return { line, raw, input: refuse(say('script.control-character', { code: typed.character })) };
}

/** Resolves the table: the script's first line, else the options; a conflict is an error. */
export function resolveTable(lines: readonly ScriptLine[], options: PlayOptions): Result<ResolvedTable> {
  const first = lines[0]?.input;
  const header = first?.ok && first.value.type === 'table' ? first.value : null;
  if (header && options.profileId && options.profileId !== header.profile) {
    return refuse(say('script.profile-conflict', { script: header.profile, option: options.profileId }));
  }
  let profile = options.profile;
  if (!profile) {
    const id = header?.profile ?? options.profileId;
    if (!id) return refuse(say('script.no-table'));
    const found = findProfile(id);
    if (!found.ok) return found;
    profile = found.value;
  }
  const defaults = profileLimits(profile);
  const min = header?.min ?? options.min;
  const max = header?.max ?? options.max;
  const minMinor = min === undefined ? ok(defaults.min) : toMinor(min);
  const maxMinor = max === undefined ? ok(defaults.max) : toMinor(max);
  if (!minMinor.ok) return minMinor;
  if (!maxMinor.ok) return maxMinor;
  if (minMinor.value > maxMinor.value)
    return refuse(
      say('script.limits-reversed', { min: moneyParam(minMinor.value), max: moneyParam(maxMinor.value) }),
    );
  return ok({ profile, limits: { min: minMinor.value, max: maxMinor.value } });
}

/**
 * Feeds a script's inputs, in order, to a table (pure, or the live service) through `submit`,
 * which answers with the table after the input or the refusal; the report follows the rounds.
 * `lines` may be read lazily (a large file, line by line); with `onRound` each round is handed on
 * as it ends instead of being kept, so a script of any length plays in constant memory.
 */
export function runScript(
  lines: Iterable<ScriptLine>,
  start: TableSnapshot,
  submit: (input: TableInput, table: TableSnapshot) => Result<TableSnapshot>,
  onRound?: (round: RoundReport) => void,
): Omit<PlayReport, 'profile'> {
  let snapshot = start;
  const tracker = new RoundTracker(onRound);
  const rejected: PlayReport['rejected'] = [];
  let first = true;
  for (const line of lines) {
    const header = first && line.input.ok && line.input.value.type === 'table';
    first = false;
    if (header) continue;
    const result = line.input.ok ? submit(line.input.value, snapshot) : line.input;
    if (!result.ok) {
      rejected.push({ line: line.line, input: line.raw, refusal: result.refusal });
      continue;
    }
    tracker.observe(snapshot, result.value);
    snapshot = result.value;
  }
  return { rounds: tracker.finish(snapshot), rejected };
}

/**
 * Runs a table script through the round statechart, exactly as the live table would take the same
 * inputs. A refused line is reported with its reason and the script goes on.
 */
export function playScript(text: string, options: PlayOptions = {}): PlayReport {
  const lines = readScript(text);
  const table = resolveTable(lines, options);
  if (!table.ok) throw new Error(codeOf(table.refusal));
  const { rounds, rejected } = playLines(lines, table.value);
  return { profile: table.value.profile.id, rounds, rejected };
}

/** The pure table's play of `lines` at `table` (see `runScript` for `onRound`). */
export function playLines(
  lines: Iterable<ScriptLine>,
  table: ResolvedTable,
  onRound?: (round: RoundReport) => void,
): Omit<PlayReport, 'profile'> {
  const start = openTable(table.profile, table.limits);
  const submit = (input: TableInput, snapshot: TableSnapshot): Result<TableSnapshot> => {
    const result = submitInput(snapshot, input);
    return result.ok ? ok(result.snapshot) : result;
  };
  return runScript(lines, start, submit, onRound);
}
