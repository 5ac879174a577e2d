import { expectedSlip, SLIP_PREFIX } from '../books/slips.js';
import type { Inventory, Signatures, SlipKind } from '../books/types.js';
import { MINOR_PER_UNIT } from '../money.js';
import type { RandomSource } from '../random/seeded.js';
import type { InputOf, TableInput } from '../round/inputs.js';
import type { TablePhase } from '../round/table-machine.js';
import type { Round, TableContext } from '../round/types.js';
import { registerIsOn } from '../staff/register.js';
import { AutoTable, type Strategy } from './auto-table.js';
import { ChipTray } from './chip-tray.js';
import { type PlayerInput, ShiftPlayers } from './shift-players.js';
import { creditWanted, fillWanted } from './tray-policy.js';

/** The people who sign the books of a simulated table. */
export interface ShiftStaff {
  /** Croupiers in the order they take the table, one after another each hour. */
  readonly croupiers: readonly string[];
  /** One supervisor a gaming day, in turn. */
  readonly supervisors: readonly string[];
  readonly cashier: string;
  readonly runner: string;
}

export interface ShiftTableOptions {
  readonly boxes: number;
  readonly strategy: Strategy;
  readonly random: RandomSource;
  readonly staff: ShiftStaff;
  /** The tray the pit keeps the table at: fills and credits bring it back towards this. */
  readonly par: Inventory;
  /** The tray as it is now: the par on a table's first day, the last closer after that. */
  readonly tray: Inventory;
}

/** A fill form spoiled this often is voided, and the fill written on the next form. */
const SPOILED_FORM_SHARE = 1 / 25;
const SPOILED_REASON = 'spoiled form: amount written over';

/** The simulated staff's badges, as a casino numbers its employees: croupiers from 1001, supervisors from 101. */
const croupierBadge = (turn: number): string => String(1001 + turn);
const supervisorBadge = (turn: number): string => String(101 + turn);
const CASHIER_BADGE = '501';
const RUNNER_BADGE = '601';

/** A table's staff enrolled: its first supervisor is the register's manager and enrols everyone else. */
function enrolment(staff: ShiftStaff): InputOf<'staff'>[] {
  const [first, ...others] = staff.supervisors.map((name, turn) => ({ badge: supervisorBadge(turn), name }));
  const manager = first ?? { badge: supervisorBadge(0), name: 'supervisor' };
  return [
    { type: 'staff', badge: manager.badge, name: manager.name, roles: ['supervisor', 'manager'] },
    ...others.map(
      ({ badge, name }): InputOf<'staff'> => ({ type: 'staff', badge, name, roles: ['supervisor'] }),
    ),
    ...staff.croupiers.map(
      (name, turn): InputOf<'staff'> => ({
        type: 'staff',
        badge: croupierBadge(turn),
        name,
        roles: ['croupier'],
      }),
    ),
    { type: 'staff', badge: CASHIER_BADGE, name: staff.cashier, roles: ['cashier'] },
    { type: 'staff', badge: RUNNER_BADGE, name: staff.runner, roles: ['runner'] },
  ];
}

/** What a simulated table's books moved, in minor units, for the command's report. */
export interface ShiftBooks {
  fills: number;
  credits: number;
  voids: number;
  cash: number;
  markers: number;
  buyIns: number;
  croupierChanges: number;
  houseResult: number;
}

/**
 * Drives a table through whole gaming days as its croupiers, players and pit would: the opener
 * counted, players sitting down and buying chips, rounds played by the auto table, a fill when the
 * tray runs low and a credit when it runs high, a new croupier each hour, the closer counted. It
 * only makes inputs; the table decides every one. Every chip into or out of the tray is counted
 * by the simulation's own tray, so the closer it counts is what the tray holds.
 */
export class ShiftTable {
  readonly tray: ChipTray;
  readonly books: ShiftBooks = {
    fills: 0,
    credits: 0,
    voids: 0,
    cash: 0,
    markers: 0,
    buyIns: 0,
    croupierChanges: 0,
    houseResult: 0,
  };
  readonly #players: ShiftPlayers;
  readonly #dealer: AutoTable;
  #croupierTurn = -1;
  #supervisor = '';
  #spoiledFill = false;

  constructor(
    private readonly options: ShiftTableOptions,
    context: TableContext,
  ) {
    this.tray = new ChipTray(context.books.chipSet, options.tray);
    this.#players = new ShiftPlayers(options.boxes, options.random);
    this.#dealer = new AutoTable(options);
  }

  /**
   * The gaming day's first inputs: on a table's first day its staff enrolled (the first supervisor
   * its manager), then its first croupier signs in and the opener is counted.
   */
  openDay(day: number, context: TableContext): TableInput[] {
    const { supervisors } = this.options.staff;
    this.#supervisor = supervisorBadge(day % Math.max(1, supervisors.length));
    const register = registerIsOn(context.staff.register) ? [] : enrolment(this.options.staff);
    const relief = this.nextCroupier(context);
    const by = { croupier: this.#onDutyAfter(relief, context), supervisor: this.#supervisor };
    return [...register, ...relief, { type: 'table-open', inventory: this.tray.inventory(), by }];
  }

  /** The next croupier of the rotation signs in, relieving the one on duty (nothing when they are the same). */
  nextCroupier(context: TableContext): InputOf<'sign-in'>[] {
    const { croupiers } = this.options.staff;
    this.#croupierTurn = (this.#croupierTurn + 1) % croupiers.length;
    const badge = croupierBadge(this.#croupierTurn);
    if (context.staff.onDuty === badge) return [];
    this.books.croupierChanges += 1;
    return [{ type: 'sign-in', badge }];
  }

  /** Players come and go and buy chips before the round; the chips they buy leave the tray. */
  playersBeforeRound(context: TableContext): PlayerInput[] {
    const inputs = this.#players.beforeRound(context.limits, context.seats, (amount, largest) =>
      this.tray.pay(amount, largest),
    );
    for (const input of inputs) {
      if (input.type !== 'buy-in') continue;
      const amount = Math.round(input.amount * MINOR_PER_UNIT);
      this.books.buyIns += 1;
      if (input.method === 'marker') this.books.markers += amount;
      else this.books.cash += amount;
    }
    return inputs;
  }

  /**
   * The cage's slip the tray needs now, one at a time (each takes the next number of its series
   * from the table): a spoiled fill form is voided before the fill is written on the next one.
   */
  cageSlip(context: TableContext): TableInput | null {
    const fill = fillWanted(this.tray, this.options.par);
    if (fill) {
      if (!this.#spoiledFill && this.options.random() < SPOILED_FORM_SHARE) {
        this.#spoiledFill = true;
        this.books.voids += 1;
        const slip = nextSlip(context, 'fill');
        return { type: 'slip-void', slip, reason: SPOILED_REASON, by: this.#traySigners(context) };
      }
      this.#spoiledFill = false;
      this.tray.put(fill);
      this.books.fills += 1;
      return this.#cageInput('fill', fill, context);
    }
    const credit = creditWanted(this.tray, this.options.par);
    if (!credit) return null;
    this.tray.remove(credit);
    this.books.credits += 1;
    return this.#cageInput('credit', credit, context);
  }

  /** The round's next input: the players' bets, then the deal and the play as the auto table makes them. */
  nextInput(phase: TablePhase, context: TableContext): TableInput {
    const input = this.#dealer.nextInput(phase, context);
    if (input.type !== 'bet' && input.type !== 'deal') return input;
    const placed = context.round.settlement ? 0 : context.round.boxes.length;
    return this.#players.bets()[placed] ?? { type: 'deal' };
  }

  /** A round settled: each line's chips are paid from the tray or taken into it. */
  settled(round: Round): void {
    const settlement = round.settlement;
    if (!settlement) throw new Error(`round ${round.number} is not settled`);
    for (const line of settlement.lines) {
      this.#players.settle(line);
      if (line.net > 0) this.tray.pay(line.net);
      else if (line.net < 0) this.tray.collect(-line.net);
    }
    this.books.houseResult += settlement.bankNet;
  }

  /** The close: the players leave and the tray is counted. */
  closeDay(context: TableContext): InputOf<'table-close'> {
    this.#players.leaveAll();
    return { type: 'table-close', inventory: this.tray.inventory(), by: this.#traySigners(context) };
  }

  /** The badge of the croupier on duty once the relief (if any) has signed in. */
  #onDutyAfter(relief: readonly InputOf<'sign-in'>[], context: TableContext): string {
    return relief[0]?.badge ?? context.staff.onDuty ?? croupierBadge(this.#croupierTurn);
  }

  /** The tray's signers, by badge: the croupier on duty and the day's supervisor. */
  #traySigners(context: TableContext): Signatures {
    return {
      croupier: context.staff.onDuty ?? croupierBadge(this.#croupierTurn),
      supervisor: this.#supervisor,
    };
  }

  /** A fill or a credit on the series' next slip, signed by the tray's signers, the cashier and the runner. */
  #cageInput(kind: SlipKind, inventory: Inventory, context: TableContext): TableInput {
    const by = { ...this.#traySigners(context), cashier: CASHIER_BADGE, runner: RUNNER_BADGE };
    return { type: kind, slip: nextSlip(context, kind), inventory, by };
  }
}

/** The number the table expects next in a series; a series never used starts at 0001. */
const nextSlip = (context: TableContext, kind: SlipKind): string =>
  expectedSlip(context.books.series[kind]) ?? `${SLIP_PREFIX[kind]}-0001`;
