import { hashPin, pinMatches, pinRefusal } from '../core/roles/pin-hash.js';
import { LOCKOUT } from '../core/roles/role-guard.js';

export type SessionPinRole = 'croupier' | 'review';

/**
 * The croupier's and the read-only reviewer's PINs for one `sabot serve` beyond loopback. The
 * log's PIN table holds only the ruling role's PIN (pit boss or bank); these two are given when
 * the server starts, on standard input, and kept as scrypt hashes in memory for that run only.
 * Repeated wrong PINs lock the role as the pit boss's PIN does.
 */
export class SessionPins {
  readonly #failures: Record<SessionPinRole, number[]> = { croupier: [], review: [] };

  private constructor(
    private readonly hashes: Readonly<Record<SessionPinRole, string>>,
    private readonly clock: () => Date,
  ) {}

  static create(
    pins: Readonly<Record<SessionPinRole, string>>,
    clock: () => Date = () => new Date(),
  ): SessionPins | string {
    for (const role of ['croupier', 'review'] as const) {
      const refused = pinRefusal(pins[role]);
      if (refused) return `the ${role} PIN: ${refused}`;
    }
    if (pins.croupier === pins.review) return 'the croupier and review PINs must differ';
    return new SessionPins({ croupier: hashPin(pins.croupier), review: hashPin(pins.review) }, clock);
  }

  /** null when the PIN is right; else the sentence shown (the caller journals it). */
  check(role: SessionPinRole, pin: string | undefined): string | null {
    const now = this.clock().getTime();
    const window = LOCKOUT.windowMinutes * 60_000;
    const recent = this.#failures[role].filter((time) => now - time <= window + LOCKOUT.lockMinutes * 60_000);
    this.#failures[role] = recent;
    const last = recent.at(-1);
    const first = recent.at(-LOCKOUT.failures);
    if (last !== undefined && first !== undefined && last - first <= window) {
      const until = last + LOCKOUT.lockMinutes * 60_000;
      if (until > now)
        return `${role} logins are locked until ${new Date(until).toISOString().slice(11, 19)} after repeated wrong PINs`;
    }
    if (pin !== undefined && pinMatches(pin, this.hashes[role])) return null;
    recent.push(now);
    return pin === undefined ? `the ${role} logs in with a PIN` : `wrong ${role} PIN: login refused`;
  }
}
