import type { Minor, PayoutRatio } from '../money.js';

/** Even money is 1:1 by its very name, at every table that offers it. */
export const EVEN_MONEY: PayoutRatio = { pays: 1, per: 1 };

/** `3:2`, as the croupier says a ratio. */
export const ratioText = (ratio: PayoutRatio): string => `${ratio.pays}:${ratio.per}`;

/** What the bank takes, as a net: `0 - amount` rather than `-amount`, so a loss of nothing is 0, never -0. */
export const taken = (amount: Minor): Minor => 0 - amount;
