import type { Command } from 'commander';
import {
  type ExactEdge,
  exactEdge,
  exactEdgeCovers,
  upcardName,
} from '../../../engine/economics/exact-edge.js';
import type { EdgeStrategy } from '../../../engine/economics/hand-play.js';
import type { RuleProfile } from '../../../engine/rules/profile-schema.js';
import { CliError, EXIT } from '../exit-codes.js';
import { type CliIo, printJson } from '../io.js';
import { analysedProfile, type ProfileOptions, withProfileOptions } from '../profile-option.js';
import { profileName } from '../rule-words.js';
import { strategyRulesLine } from '../strategy-rules-line.js';
import { textTable } from '../text-table.js';
import { cliText, fixedText, percentText } from '../words.js';
import { registerEdgeComputeCommand } from './edge-compute.js';
import { registerEdgeRecordCommand } from './edge-record.js';

interface EdgeExactOptions extends ProfileOptions {
  strategy: string;
  json?: boolean;
}

const STRATEGIES: readonly EdgeStrategy[] = ['basic', 'composition'];

/**
 * `sabot edge …`: the house edge of a rule profile. A group, each way of reaching the figure its
 * own subcommand: `exact` (combinatorial analysis, here) and `compute` (a simulation through the
 * engine recorded in a table's log as the fact the ratings read, edge-compute.ts).
 */
export function registerEdgeCommand(program: Command, io: CliIo): void {
  const edge = program.command('edge').description(cliText('cli.edge.description'));
  registerEdgeExactCommand(edge, io);
  registerEdgeComputeCommand(edge, io);
  registerEdgeRecordCommand(edge, io);
}

function registerEdgeExactCommand(edge: Command, io: CliIo): void {
  withProfileOptions(edge.command('exact').description(cliText('cli.edge.exact.description')))
    .option('--strategy <name>', cliText('cli.edge.option.strategy'), 'basic')
    .option('--json', cliText('cli.edge.option.json'))
    .addHelpText(
      'after',
      `\n${cliText('cli.edge.method')}\n\n${cliText('cli.examples')}\n  sabot edge exact --profile classic-6d\n  sabot edge exact --profile home-1d --strategy composition --json\n  sabot edge exact --rules my-table.json`,
    )
    .action((options: EdgeExactOptions) => {
      const strategy = STRATEGIES.find((known) => known === options.strategy);
      if (!strategy)
        throw new CliError(cliText('cli.edge.unknown-strategy', { strategy: options.strategy }), EXIT.usage);
      const profile = analysedProfile(options);
      if (!exactEdgeCovers(profile))
        throw new CliError(cliText('cli.edge.original-bets-only'), EXIT.rejected);
      const started = performance.now();
      const edgeFound = exactEdge(profile, strategy);
      const seconds = (performance.now() - started) / 1000;
      if (options.json === true) printJson(io, edgeJson(profile, strategy, edgeFound, seconds));
      else io.out(edgeText(profile, strategy, edgeFound, seconds));
    });
}

/** A, 2 … 9, T: the up-card as published tables write it. */

function edgeJson(profile: RuleProfile, strategy: EdgeStrategy, found: ExactEdge, seconds: number): unknown {
  return {
    profile: profile.id,
    ev: found.ev,
    strategy,
    seconds: Math.round(seconds * 1000) / 1000,
    byUpcard: found.byUpcard.map((row) => ({
      upcard: upcardName(row.upcard),
      probability: row.probability,
      ev: row.ev,
    })),
  };
}

function edgeText(profile: RuleProfile, strategy: EdgeStrategy, found: ExactEdge, seconds: number): string {
  const header = [cliText('cli.edge.up-card'), cliText('cli.edge.probability'), cliText('cli.edge.ev')];
  const cells = found.byUpcard.map((row) => [
    upcardName(row.upcard),
    percentText(row.probability, 4),
    percentText(row.ev, 4, 'exceptZero'),
  ]);
  // Figures right-aligned under their heading, however long the language makes either.
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((cell) => cell[column]?.length ?? 0)),
  );
  const rows = cells.map((cell) => cell.map((text, column) => text.padStart(widths[column] ?? 0)));
  return [
    cliText('cli.edge.title', { id: profile.id, name: profileName(profile) }),
    cliText('cli.edge.rules', { rules: strategyRulesLine(profile) }),
    cliText(strategy === 'basic' ? 'cli.edge.strategy-basic' : 'cli.edge.strategy-composition'),
    '',
    textTable(header, rows),
    '',
    cliText('cli.edge.total', {
      ev: percentText(found.ev, 4, 'exceptZero'),
      edge: percentText(-found.ev, 4),
      seconds: fixedText(seconds, 2),
    }),
    '',
  ].join('\n');
}
