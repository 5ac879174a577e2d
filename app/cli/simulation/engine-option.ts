import { InvalidArgumentError, Option } from 'commander';
import type { RuleProfile } from '../../../engine/rules/profile-schema.js';
import { fastPathRefusal } from '../../../engine/sim/fast/fast-rules.js';
import { CliError, EXIT } from '../exit-codes.js';
import { cliText } from '../words.js';
import type { SimulationEngine } from './worker-messages.js';

/** Above this many rounds a run takes the fast path unless told otherwise: below, the statechart is quick enough. */
const FAST_ABOVE_ROUNDS = 1_000_000;

export const engineOption = (): Option =>
  new Option('--engine <engine>', cliText('cli.simulate.option.engine')).argParser((text: string) => {
    if (text === 'fast' || text === 'statechart') return text;
    throw new InvalidArgumentError(cliText('cli.simulate.engine-choice', { text }));
  });

/**
 * `--engine`, or the fast path for a long run whose rules it plays (a `--rules` file may ask for
 * what it does not); `--db` records through the statechart.
 */
export function chosenEngine(
  profile: RuleProfile,
  options: { engine?: SimulationEngine; db?: string },
  rounds: number,
): SimulationEngine {
  const refusal = fastPathRefusal(profile);
  if (options.engine === 'fast') {
    if (options.db !== undefined) throw new CliError(cliText('cli.simulate.engine-db'), EXIT.usage);
    if (refusal)
      throw new CliError(cliText('cli.simulate.engine-unsupported', { why: refusal }), EXIT.rejected);
    return 'fast';
  }
  if (options.engine === 'statechart' || options.db !== undefined || refusal) return 'statechart';
  return rounds > FAST_ABOVE_ROUNDS ? 'fast' : 'statechart';
}
