import type { RoundReport } from '../../engine/round/report.js';
import type { PlayReport } from '../../engine/script/play-script.js';
import { sentenceOf } from '../core/sentences.js';
import type { CliIo } from './io.js';
import { describeRound } from './report-text.js';
import { cliText, words } from './words.js';

/** Where `sabot play` writes its report: one round at a time, then the refused lines. */
export interface ReportOutput {
  round(round: RoundReport): void;
  finish(rejected: PlayReport['rejected']): void;
}

/**
 * The report written as the rounds end, never built whole: a script of a million rounds prints
 * as one of ten. The text is byte for byte what `JSON.stringify(report, null, 2)` (with `--json`)
 * or the round-by-round account would print of the whole report.
 */
export function reportOutput(io: CliIo, profile: string, json: boolean): ReportOutput {
  return json ? jsonOutput(io, profile) : textOutput(io, profile);
}

function textOutput(io: CliIo, profile: string): ReportOutput {
  io.out(cliText('cli.play.table', { profile }));
  return {
    round: (round) => io.out(`\n\n${describeRound(round)}`),
    finish: (rejected) => {
      for (const { line, refusal } of rejected) {
        io.out(`\n\n${cliText('cli.play.line-refused', { line, reason: words().say(refusal) })}`);
      }
      io.out('\n');
    },
  };
}

/** An array's items, each as `JSON.stringify(…, null, 2)` places it two levels deep. */
function jsonArray(io: CliIo, name: string, last: boolean) {
  let items = 0;
  return {
    item(value: unknown): void {
      const text = JSON.stringify(value, null, 2).replaceAll('\n', '\n    ');
      io.out(`${items++ === 0 ? '[\n' : ',\n'}    ${text}`);
    },
    close(): void {
      io.out(`${items === 0 ? '[]' : '\n  ]'}${last ? '\n' : ',\n'}`);
    },
    open(): void {
      io.out(`  ${JSON.stringify(name)}: `);
    },
  };
}

function jsonOutput(io: CliIo, profile: string): ReportOutput {
  io.out(`{\n  "profile": ${JSON.stringify(profile)},\n`);
  const rounds = jsonArray(io, 'rounds', false);
  rounds.open();
  return {
    round: (round) => rounds.item(round),
    finish: (rejected) => {
      rounds.close();
      const refused = jsonArray(io, 'rejected', true);
      refused.open();
      // The JSON is the same in every language: each refusal in English, without its code.
      for (const { line, input, refusal } of rejected)
        refused.item({ line, input, reason: sentenceOf(refusal) });
      refused.close();
      io.out('}\n');
    },
  };
}
