import { MINOR_PER_UNIT, type Minor, toUnits } from '../money.js';
import type { RandomSource } from '../random/seeded.js';
import type { InputOf } from '../round/inputs.js';
import type { TableLimits } from '../round/types.js';
import type { SettlementLine } from '../settlement/round.js';

/** A simulated player at a box: a flat stake, the chips in front of them, what they bought. */
interface Player {
  readonly name: string;
  /** The number of the player's card: one per arrival, like the name. */
  readonly card: string;
  readonly stake: Minor;
  chips: Minor;
  boughtIn: Minor;
  buyIns: number;
}

/** Stakes in table units, and how often players pick them: even amounts, so every payout is whole chips. */
const STAKES = [10, 10, 10, 20, 20, 30, 50, 50, 100] as const;
/** The smallest and the largest stake a simulated player picks, in table units. */
export const STAKE_RANGE = { low: Math.min(...STAKES), high: Math.max(...STAKES) } as const;
/** A buy-in is this many stakes. */
const BUY_IN_STAKES = [5, 10, 10, 15, 20, 30] as const;
/** Players who sit down with chips bought elsewhere (the cage, another table), who buy none here at first. */
const BRINGS_CHIPS_SHARE = 0.75;
/** A buy-in of at least this many table units is on a marker this often; smaller ones are cash. */
const MARKER_FROM = 500;
const MARKER_SHARE = 0.25;
/** A player out of chips buys again this often, at most this many times, else leaves. */
const REBUY_SHARE = 0.5;
const MOST_BUY_INS = 3;
/** Chance each round that a player leaves with their chips (about an hour and a half at 60 rounds an hour). */
const LEAVE_PER_ROUND = 1 / 90;
/** A player who has doubled what they sat down with takes the win home. */
const WALK_AWAY_AT = 2;
const NAMES = ['ann', 'bob', 'cleo', 'dan', 'eve', 'finn', 'gus', 'hana', 'ivo', 'jo', 'kim', 'liv'] as const;

export type PlayerInput = InputOf<'seat'> | InputOf<'buy-in'>;

/** Whoever sits at the boxes of a simulated shift, and the chips each buys. */
export class ShiftPlayers {
  readonly #atBox = new Map<number, Player>();
  #arrived = 0;

  constructor(
    private readonly boxes: number,
    private readonly random: RandomSource,
  ) {}

  /** Everyone leaves at the close; the next day starts with new players. */
  leaveAll(): void {
    this.#atBox.clear();
  }

  /**
   * What happens at the boxes before a round: players leave (out of chips, or done), others sit
   * down and buy chips, a player short of chips buys again. `sell` takes the chips out of the tray.
   */
  beforeRound(
    limits: TableLimits,
    seated: Readonly<Record<number, string>>,
    sell: (amount: Minor, largestChip: Minor) => void,
  ): PlayerInput[] {
    const inputs: PlayerInput[] = [];
    for (let box = 1; box <= this.boxes; box++) {
      let player = this.#atBox.get(box);
      if (player && this.#leaves(player)) player = undefined;
      if (!player) {
        player = this.#arrive(limits, new Set(Object.values(seated)));
        this.#atBox.set(box, player);
        // Every simulated player is carded, so a simulated month can be rated like a real one.
        inputs.push({ type: 'seat', box, player: player.card, name: player.name });
      }
      if (player.chips < 2 * player.stake) inputs.push(this.#buyIn(box, player, sell));
    }
    return inputs;
  }

  /** The bet of each box this round, box by box. */
  bets(): InputOf<'bet'>[] {
    return [...this.#atBox].map(([box, player]) => ({
      type: 'bet',
      box,
      amount: toUnits(player.stake),
      bettor: player.name,
    }));
  }

  /** A settlement line paid or taken: the player's chips move with it. */
  settle(line: SettlementLine): void {
    for (const player of this.#atBox.values()) if (player.name === line.bettor) player.chips += line.net;
  }

  #leaves(player: Player): boolean {
    if (player.chips < 2 * player.stake) return player.buyIns >= MOST_BUY_INS || this.random() >= REBUY_SHARE;
    return this.random() < LEAVE_PER_ROUND || player.chips >= WALK_AWAY_AT * player.boughtIn;
  }

  /** A new player, named apart from everyone the table still has seated (a log played on by another run). */
  #arrive(limits: TableLimits, seated: ReadonlySet<string>): Player {
    const picked = STAKES[Math.floor(this.random() * STAKES.length)] ?? STAKES[0];
    const even = 2 * MINOR_PER_UNIT;
    const stake = Math.min(
      Math.max(picked * MINOR_PER_UNIT, Math.ceil(limits.min / even) * even),
      limits.max,
    );
    let name = '';
    do {
      this.#arrived += 1;
      name = `${NAMES[this.#arrived % NAMES.length]}-${this.#arrived}`;
    } while (seated.has(name));
    const brought = this.random() < BRINGS_CHIPS_SHARE ? this.#buyInStakes() * stake : 0;
    return { name, card: `C-${this.#arrived}`, stake, chips: brought, boughtIn: brought, buyIns: 0 };
  }

  #buyInStakes(): number {
    return BUY_IN_STAKES[Math.floor(this.random() * BUY_IN_STAKES.length)] ?? BUY_IN_STAKES[0];
  }

  #buyIn(box: number, player: Player, sell: (amount: Minor, largestChip: Minor) => void): InputOf<'buy-in'> {
    const amount = this.#buyInStakes() * player.stake;
    const marker = toUnits(amount) >= MARKER_FROM && this.random() < MARKER_SHARE;
    // A player is given chips of about their stake: a 10 player gets fives, a 100 player hundreds.
    sell(amount, 2 * player.stake);
    player.chips += amount;
    player.boughtIn += amount;
    player.buyIns += 1;
    return {
      type: 'buy-in',
      box,
      amount: toUnits(amount),
      bettor: player.name,
      method: marker ? 'marker' : 'cash',
    };
  }
}
