import { parseCard } from '../../../engine/cards/card.js';
import { type Refusal, say } from '../../../engine/refusals/message.js';
import { renderMessage } from '../../../engine/refusals/render.js';
import { contextOf } from '../../../engine/round/table.js';
import type { StoredEvent } from '../log/event-types.js';
import { type Credentials, type Role, RoleGuard } from '../roles/role-guard.js';
import type { TableService } from './table-service.js';

export type DeskResult =
  | { readonly ok: true; readonly events: readonly StoredEvent[] }
  /** The sentence, and its code where the table has one (the PIN's refusals are sentences only). */
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
    const refused = this.#authorise(who, say('ruling.action-void', { round })) ?? needsReason(reason);
    if (refused) return refused;
    return this.service.execute({ type: 'void-round', round, reason }, this.#meta(who));
  }

  /** A misread: the card recorded at `position` was in fact `cardText`. */
  correctCard(position: number, cardText: string, reason: string, who: Credentials): DeskResult {
    const refused = this.#authorise(who, say('ruling.action-correct', { position })) ?? needsReason(reason);
    if (refused) return refused;
    const card = parseCard(cardText);
    if (!card.ok) return card;
    return this.service.execute(
      { type: 'correct-card', position, card: card.value, reason },
      this.#meta(who),
    );
  }

  /** A ruling kept with the round for the audit. */
  recordRuling(round: number, text: string, who: Credentials): DeskResult {
    const refused = this.#authorise(who, say('ruling.action-note', { round })) ?? needsReason(text);
    if (refused) return refused;
    return this.service.execute({ type: 'record-ruling', round, text }, this.#meta(who));
  }

  #authorise(who: Credentials, action: Refusal): DeskResult | null {
    const refused = this.guard.checkSaid(this.role, who, action);
    return refused && { ok: false, ...refused };
  }

  #meta(who: Credentials) {
    return { source: 'keyboard', operator: who.operator } as const;
  }
}

function needsReason(text: string): DeskResult | null {
  if (text.trim().length > 0) return null;
  const refusal = say('ruling.needs-reason');
  return { ok: false, reason: renderMessage(refusal), refusal };
}
