import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { cardGlyph } from '../../../engine/cards/card.js';
import type { RoundReport } from '../../../engine/round/report.js';
import { type PlayReport, playScript } from '../../../engine/script/play-script.js';
import { CliError, EXIT } from '../exit-codes.js';
import { type CliIo, printJson } from '../io.js';
import { loadProfileFile } from '../profile-option.js';

export function registerPlayCommand(program: Command, io: CliIo): void {
  program
    .command('play')
    .description('run a table script (JSON Lines of inputs) through the round statechart')
    .requiredOption('--script <file>', 'the table script (see docs/table-scripts.md)')
    .option('--profile <id>', 'rule profile id, unless the script starts with a table line')
    .option('--rules <file>', 'a custom rule profile in a JSON file')
    .option('--min <units>', "table minimum (default: the profile's)", Number)
    .option('--max <units>', "table maximum for a box (default: the profile's)", Number)
    .option('--json', 'print one JSON report instead of the round-by-round account')
    .addHelpText(
      'after',
      '\nExit codes: 0 every line accepted, 3 a line was refused (the run goes on), 2 bad usage.\n\nExample:\n  sabot play --profile classic-6d --script round.jsonl --json',
    )
    .action(
      (options: {
        script: string;
        profile?: string;
        rules?: string;
        min?: number;
        max?: number;
        json?: boolean;
      }) => {
        let text: string;
        try {
          text = readFileSync(options.script, 'utf8');
        } catch (error) {
          throw new CliError(
            `cannot read the script ${options.script}: ${(error as Error).message}`,
            EXIT.rejected,
          );
        }
        let report: PlayReport;
        try {
          report = playScript(text, {
            ...(options.rules !== undefined && { profile: loadProfileFile(options.rules) }),
            ...(options.profile !== undefined && { profileId: options.profile }),
            ...(options.min !== undefined && { min: options.min }),
            ...(options.max !== undefined && { max: options.max }),
          });
        } catch (error) {
          if (error instanceof CliError) throw error;
          throw new CliError((error as Error).message, EXIT.rejected);
        }
        if (options.json === true) printJson(io, report);
        else io.out(describeReport(report));
        if (report.rejected.length > 0)
          throw new CliError(`${report.rejected.length} line(s) refused`, EXIT.rejected);
      },
    );
}

const cards = (list: readonly string[]): string =>
  list.length > 0 ? list.map((c) => cardGlyph(c as never)).join(' ') : '—';

function describeRound(round: RoundReport): string {
  const lines = [`Round ${round.round} — ${round.state}`];
  const dealer = round.dealer;
  lines.push(`  dealer   ${cards(dealer.cards)}  (${dealer.blackjack ? 'blackjack' : dealer.total})`);
  for (const box of round.boxes) {
    box.hands.forEach((hand, index) => {
      const label = box.hands.length > 1 ? `box ${box.box}.${index + 1}` : `box ${box.box}`;
      const stakes = hand.stakes
        .map((s) => `${s.bettor} ${s.stake}${s.doubled ? `+${s.doubled}` : ''}`)
        .join(', ');
      lines.push(
        `  ${label.padEnd(8)} ${cards(hand.cards)}  (${hand.soft ? 'soft ' : ''}${hand.total}, ${hand.status})  ${stakes}`,
      );
    });
  }
  for (const misdeal of round.misdeals) {
    const to = misdeal.takenBy ? ` by box ${misdeal.takenBy.box}` : '';
    lines.push(
      `  misdealt ${cards([misdeal.card])}: ${misdeal.why} → ${misdeal.resolution}${to}${misdeal.pitBossNote ? ' (pit-boss note)' : ''}`,
    );
  }
  if (round.settlement.length > 0) lines.push(`  settle   ${round.settlement.join('; ')}`);
  return lines.join('\n');
}

function describeReport(report: PlayReport): string {
  const parts = [`Table ${report.profile}`, ...report.rounds.map(describeRound)];
  for (const refusal of report.rejected) parts.push(`line ${refusal.line} refused: ${refusal.reason}`);
  return `${parts.join('\n\n')}\n`;
}
