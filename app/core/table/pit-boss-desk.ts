import { parseCard } from '../../../engine/cards/card.js';
import type { Refusal } from '../../../engine/refusals/message.js';
import { contextOf } from '../../../engine/round/table.js';
import type { StoredEvent } from '../log/event-types.js';
import { type Credentials, type Role, RoleGuard } from '../roles/role-guard.js';
import type { TableService } from './table-service.js';

export type DeskResult =
  | { readonly ok: true; readonly events: readonly StoredEvent[] }
  /** `refusal` is the table's code and parameters when the table refused it (not a PIN), for any language. */
  | { readonly ok: false; readonly reason: string; readonly refusal?: Refusal };

/**
 * Rulings on disputes: "Management's decision is binding" (`000_8d1e98e1c23c607c.txt`). Each is a
 * new fact with its reason and author, behind the PIN of the role that rules at this table (the
 * pit boss at a casino, the bank at a home game). Nothing is edited; the fold applies them.
 */
export class PitBossDesk {
  readonly guard: RoleGuard;

  constructor(
    private readonly service: TableService,
    clock: () => Date = () => new Date(),
  ) {
    this.guard = new RoleGuard(service.db, service.journal, clock);
  }

  get role(): Role {
    return contextOf(this.service.snapshot).profile.disputes === 'bank' ? 'bank' : 'pit-boss';
  }

  /** Voids a round, in play or settled: every stake goes back. */
  voidRound(round: number, reason: string, who: Credentials): DeskResult {
    const refused = this.#authorise(who, `void round ${round}`) ?? needsReason(reason);
    if (refused) return { ok: false, reason: refused };
    return this.service.execute({ type: 'void-round', round, reason }, this.#meta(who));
  }

  /** A misread: the card recorded at `position` was in fact `cardText`. */
  correctCard(position: number, cardText: string, reason: string, who: Credentials): DeskResult {
    const refused = this.#authorise(who, `correct the card at position ${position}`) ?? needsReason(reason);
    if (refused) return { ok: false, reason: refused };
    const card = parseCard(cardText);
    if (!card.ok) return card;
    return this.service.execute(
      { type: 'correct-card', position, card: card.value, reason },
      this.#meta(who),
    );
  }

  /** A ruling kept with the round for the audit. */
  recordRuling(round: number, text: string, who: Credentials): DeskResult {
    const refused = this.#authorise(who, `record a ruling on round ${round}`) ?? needsReason(text);
    if (refused) return { ok: false, reason: refused };
    return this.service.execute({ type: 'record-ruling', round, text }, this.#meta(who));
  }

  #authorise(who: Credentials, action: string): string | null {
    return this.guard.check(this.role, who, action);
  }

  #meta(who: Credentials) {
    return { source: 'keyboard', operator: who.operator } as const;
  }
}

const needsReason = (text: string): string | null =>
  text.trim().length > 0 ? null : 'a ruling needs its reason, in words the audit can read';
