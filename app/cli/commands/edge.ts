import type { Command } from 'commander';
import type { CliIo } from '../io.js';
import { cliText } from '../words.js';
import { registerEdgeComputeCommand } from './edge-compute.js';

/**
 * `sabot edge`: the house edge of a table's rules, as a fact the ratings read. Each way of finding
 * it is a subcommand in a file of its own (`edge-compute.ts`: a simulation through the engine),
 * registered here with one line.
 */
export function registerEdgeCommand(program: Command, io: CliIo): void {
  const edge = program.command('edge').description(cliText('cli.edge.description'));
  registerEdgeComputeCommand(edge, io);
}
