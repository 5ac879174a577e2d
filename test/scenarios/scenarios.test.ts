import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sentenceOf } from '../../app/core/sentences.js';
import type { Message } from '../../engine/refusals/message.js';
import { playScript } from '../../engine/script/play-script.js';
import { parseExpectations } from './expectations.js';
import { findScenarioFiles } from './scenario-files.js';

/**
 * Runs every table script under test/scenarios through `playScript` and compares the report with
 * the `# expect` directives worked out by hand in the script (docs/table-scripts.md). Every
 * difference of a script is reported, each with the command that replays the script by hand.
 *
 * The shape below is only what this runner reads of a `PlayReport`; assigning the real report to
 * it keeps the runner honest about the fields it relies on.
 */
interface RoundSeen {
  readonly round: number;
  readonly state: string;
  readonly dealer: { readonly cards: readonly string[] };
  readonly net: Readonly<Record<string, number>>;
  readonly burned: readonly string[];
  readonly croupier: { readonly badge: string | null; readonly name: string } | null;
}

interface ReportSeen {
  readonly profile: string;
  readonly rounds: readonly RoundSeen[];
  readonly rejected: readonly { readonly line: number; readonly refusal: Message }[];
}

const scripts = findScenarioFiles();

describe('table-script scenarios (test/scenarios/<profile>/<name>.jsonl)', () => {
  it('finds the scripts', () => {
    expect(scripts.length).toBeGreaterThan(0);
  });

  for (const script of scripts) {
    it(script.name, () => {
      const replay = `replay: ${script.replay}`;
      const text = readFileSync(script.path, 'utf8');
      const expectations = parseExpectations(text);
      if (!expectations.ok) throw new Error(`${script.name}: bad # expect directive\n${expectations.reason}`);
      const expected = expectations.value;

      let report: ReportSeen;
      try {
        report = playScript(text);
      } catch (error) {
        throw new Error(
          `${script.name}: playScript threw ${(error as Error).stack ?? String(error)}\n${replay}`,
        );
      }

      const refusals = report.rejected
        .map((entry) => `  line ${entry.line}: ${sentenceOf(entry.refusal)}`)
        .join('\n');
      expect.soft(report.profile, `profile of the script (its folder) — ${replay}`).toBe(script.profile);

      for (const [number, round] of expected.rounds) {
        const seen = report.rounds.find((candidate) => candidate.round === number);
        const where = `round ${number}`;
        if (seen === undefined) {
          const played = report.rounds.map((candidate) => candidate.round).join(', ') || 'none';
          expect.soft(seen, `${where} is not in the report (rounds: ${played}) — ${replay}`).toBeDefined();
          continue;
        }
        if (round.state !== undefined) {
          expect.soft(seen.state, `${where} state — ${replay}`).toBe(round.state);
        }
        if (round.dealer !== undefined) {
          expect.soft([...seen.dealer.cards], `${where} dealer cards — ${replay}`).toEqual(round.dealer);
        }
        if (round.burned !== undefined) {
          expect.soft([...seen.burned], `${where} burned cards — ${replay}`).toEqual(round.burned);
        }
        if (round.net !== undefined) {
          expect.soft({ ...seen.net }, `${where} net by bettor — ${replay}`).toEqual(round.net);
        }
        if (round.croupier !== undefined) {
          expect.soft(seen.croupier, `${where} croupier — ${replay}`).toEqual(round.croupier);
        }
      }

      if (expected.rejected === undefined) {
        const message = `the script must state "# expect rejected: [...]" ([] for none) — ${replay}`;
        expect.soft(expected.rejected, message).toBeDefined();
      } else {
        const lines = report.rejected.map((entry) => entry.line);
        expect
          .soft(lines, `refused lines — ${replay}\nrefusals seen:\n${refusals || '  none'}`)
          .toEqual(expected.rejected);
      }

      for (const [line, fragment] of expected.reasons) {
        const refusal = report.rejected.find((entry) => entry.line === line);
        if (refusal === undefined) continue; // already reported with the refused lines
        expect
          .soft(
            sentenceOf(refusal.refusal).toLowerCase(),
            `reason of line ${line} (case ignored) — ${replay}`,
          )
          .toContain(fragment.toLowerCase());
      }
    });
  }
});
