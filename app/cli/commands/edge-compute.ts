import type { Command } from 'commander';
import { contextOf } from '../../../engine/round/table.js';
import { summarize } from '../../../engine/sim/simulation-summary.js';
import { rulesHashOf } from '../../core/projections/rules-hash.js';
import { CliError, EXIT } from '../exit-codes.js';
import { type CliIo, printJson } from '../io.js';
import { logOption } from '../log-option.js';
import { seedOption, seedOrClock, wholeNumberOption } from '../number-option.js';
import { runSimulation } from '../simulation/parallel-run.js';
import { percent } from '../simulation/simulation-report.js';
import { withTableService } from '../table-service-log.js';
import { cliText, words } from '../words.js';

interface EdgeComputeOptions {
  db: string;
  rounds: number;
  seed?: number;
  operator: string;
  json?: boolean;
}

/** A standard error near 0.25 % of the stake, played in well under a minute on one core. */
export const DEFAULT_EDGE_ROUNDS = 200_000;
const STRATEGY = 'basic strategy';

/**
 * `sabot edge compute`: plays the table's own profile through the round statechart (the
 * simulator's machinery, basic strategy, the fewest boxes the table deals to) and records the house
 * edge it finds in the table's log, with its standard error, seed and rounds, under the operator.
 */
export function registerEdgeComputeCommand(edge: Command, io: CliIo): void {
  edge
    .command('compute')
    .description(cliText('cli.edge.compute.description'))
    .addOption(logOption())
    .addOption(
      wholeNumberOption('--rounds <n>', cliText('cli.simulate.option.rounds'), { least: 2 }).default(
        DEFAULT_EDGE_ROUNDS,
      ),
    )
    .addOption(seedOption('--seed <n>', cliText('cli.simulate.option.seed')))
    .requiredOption('--operator <name>', cliText('cli.edge.compute.option.operator'))
    .option('--json', cliText('cli.edge.compute.option.json'))
    .action((options: EdgeComputeOptions) => computeEdge(io, options));
}

function computeEdge(io: CliIo, options: EdgeComputeOptions): Promise<void> {
  return withTableService(options.db, async (service) => {
    const profile = contextOf(service.snapshot).profile;
    const seed = seedOrClock(options.seed);
    const boxes = profile.table.minOccupiedBoxes;
    // Through the round statechart, the engine the table plays: the fact's figure is the game's own.
    const totals = await runSimulation({
      profile,
      boxes,
      rounds: options.rounds,
      seed,
      workers: 1,
      engine: 'statechart',
    });
    const summary = summarize(totals);
    const edge = {
      method: 'simulation',
      edge: -summary.ev,
      standardError: summary.stderr,
      profile: profile.id,
      rulesHash: rulesHashOf(profile),
      rounds: totals.rounds,
      seed,
      strategy: STRATEGY,
    } as const;
    const result = service.execute(
      { type: 'record-house-edge', edge },
      { source: 'system', operator: options.operator },
    );
    if (!result.ok) throw new CliError(words().say(result.refusal), EXIT.rejected);
    const position = result.events[0]?.position ?? 0;
    if (options.json === true) printJson(io, { ...edge, position });
    else
      io.out(
        `${cliText('cli.edge.compute.recorded', {
          profile: profile.id,
          edge: percent(edge.edge),
          se: percent(edge.standardError),
          rounds: words().number(edge.rounds),
          seed,
          position,
        })}\n`,
      );
  });
}
