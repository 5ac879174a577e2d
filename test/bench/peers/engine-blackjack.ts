import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { PeerEngine } from './peer-engine.js';

/**
 * engine-blackjack (github.com/kedoska/engine-blackjack, JavaScript): a single-player game engine
 * driven action by action, with no simulation loop of its own. It is not played here, and the
 * bench says why: its sources are Flow-typed (they need its Babel build to run), it imports the
 * `52-deck` package from the registry, and its rules cannot be set to the peers' (a hole card with
 * a peek, one split to two hands only). It publishes no speed figure to quote instead.
 */
export function engineBlackjack(): PeerEngine {
  const root = process.env.ENGINE_BLACKJACK_SRC;
  const found = root !== undefined && existsSync(join(root, 'src', 'game.js'));
  const where = found
    ? `its sources at ENGINE_BLACKJACK_SRC are Flow-typed and need its Babel build and the 52-deck package`
    : 'ENGINE_BLACKJACK_SRC is not set (a checkout of github.com/kedoska/engine-blackjack)';
  return {
    name: 'engine-blackjack (JavaScript)',
    published: null,
    refusal: `not played: ${where}; its rules cannot be the peers' (hole card and peek, one split only); no published speed figure`,
    play() {
      throw new Error('engine-blackjack is not played by this bench');
    },
  };
}
