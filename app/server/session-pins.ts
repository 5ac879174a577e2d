import { hashPin, pinRefusal } from '../core/roles/pin-hash.js';

export type SessionPinRole = 'croupier' | 'review';
export const SESSION_PIN_ROLES: readonly SessionPinRole[] = ['croupier', 'review'];

/** Why two session PINs are refused, for the command to say: one is no PIN, or both are the same. */
export type SessionPinsRefusal =
  | { readonly refused: 'not-a-pin'; readonly role: SessionPinRole }
  | { readonly refused: 'same' };

/**
 * The croupier's and the read-only reviewer's PINs for one `sabot serve` beyond loopback. The
 * log's PIN table holds only the ruling role's PIN (pit boss or bank); these two are given when
 * the server starts, on standard input, and kept as scrypt hashes in memory for that run only.
 * They are checked behind the same lockout as the pit boss's PIN (the server's PinGate).
 */
export class SessionPins {
  private constructor(private readonly hashes: Readonly<Record<SessionPinRole, string>>) {}

  static create(pins: Readonly<Record<SessionPinRole, string>>): SessionPins | SessionPinsRefusal {
    for (const role of SESSION_PIN_ROLES)
      if (pinRefusal(pins[role]) !== null) return { refused: 'not-a-pin', role };
    if (pins.croupier === pins.review) return { refused: 'same' };
    return new SessionPins({ croupier: hashPin(pins.croupier), review: hashPin(pins.review) });
  }

  hashOf(role: SessionPinRole): string {
    return this.hashes[role];
  }
}
