import { parseCard } from '../../../engine/cards/card.js';
import { type Refusal, say } from '../../../engine/refusals/message.js';
import { type Failure, refused } from '../../../engine/result.js';
import type { InputOf } from '../../../engine/round/inputs.js';
import { contextOf } from '../../../engine/round/table.js';
import { croupierNow } from '../../../engine/staff/table-staff.js';
import type { StoredEvent } from '../log/event-types.js';
import type { PinSource } from '../roles/pin-gate.js';
import type { Credentials, Role, RoleGuard } from '../roles/role-guard.js';
import { type CardPlace, cardPosition, handPhrase } from './card-place.js';
import { actionOf, type BooksRecordType, type TableChangeType } from './signed-records.js';
import type { TableService } from './table-service.js';

/** A record of the books as the pit boss enters it: the count or slip, without its signatures. */
export type BooksRecord = { [T in BooksRecordType]: Omit<InputOf<T>, 'by'> }[BooksRecordType];

/**
 * Who signs a record of the books: the supervisor (the ruling role's PIN) and the croupier (the
 * croupier PIN; the croupier on duty unless another is named), a fill or credit also the cage's
 * cashier and the runner, who sign the slip on paper and are named on it.
 */
export interface BooksSigners {
  readonly supervisor: string;
  readonly supervisorPin: string;
  readonly croupierPin: string;
  readonly croupier?: string;
  readonly cashier?: string;
  readonly runner?: string;
  readonly from?: PinSource;
}

export type DeskResult = { readonly ok: true; readonly events: readonly StoredEvent[] } | Failure;

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
    this.guard = service.roleGuard(clock);
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

  /**
   * A misread, the card named as the pit boss sees it: round, hand ("dealer", box 3, box 3.2) and
   * its place in the hand. The place is found in the round's facts before the PIN is asked (`who`),
   * so a wrong place costs no PIN attempt and is answered with what the hand holds.
   */
  async correctCardAt(
    place: CardPlace,
    cardText: string,
    reason: string,
    asked: () => Promise<Credentials>,
  ): Promise<DeskResult> {
    const position = cardPosition(this.service, place);
    if (!position.ok) return position;
    const who = await asked();
    const action = say('ruling.action-correct-at', {
      round: place.round,
      hand: handPhrase(place.hand),
      card: place.card,
    });
    const refusedRuling = this.#authorise(who, action) ?? needsReason(reason);
    if (refusedRuling) return refusedRuling;
    const card = parseCard(cardText);
    if (!card.ok) return card;
    const corrected = this.service.execute(
      { type: 'correct-card', position: position.value, card: card.value, reason },
      this.#meta(who),
    );
    if (corrected.ok || corrected.refusal.code !== 'ruling.hole-card-down') return corrected;
    return refused(say('ruling.hole-card-down-now', { round: place.round }));
  }

  /** A ruling kept with the round for the audit. */
  recordRuling(round: number, text: string, who: Credentials): DeskResult {
    const refused = this.#authorise(who, say('ruling.action-note', { round })) ?? needsReason(text);
    if (refused) return refused;
    return this.service.execute({ type: 'record-ruling', round, text }, this.#meta(who));
  }

  /**
   * An opener, closer, fill, credit or void, signed with both PINs: the supervisor's, then the
   * croupier's. The fact's `by` names the people behind the PINs; the engine's rules of the books
   * (slip sequence, chip set, a round in play) decide it as they decide a script's line.
   */
  recordBooks(record: BooksRecord, signers: BooksSigners): DeskResult {
    const action = actionOf(record);
    const { supervisor, from } = signers;
    const refusedSupervisor = this.#authorise(
      { operator: supervisor, pin: signers.supervisorPin, from },
      action,
    );
    if (refusedSupervisor) return refusedSupervisor;
    const meta = this.#meta({ operator: supervisor });
    const croupier = signers.croupier ?? this.#croupierOnDuty();
    if (croupier === null)
      return this.service.refuseUnread(record, refused(say('books.croupier-unnamed', { action })), meta);
    const refusedCroupier = this.guard.checkSaid(
      'croupier',
      { operator: croupier, pin: signers.croupierPin, from },
      action,
    );
    if (refusedCroupier) return refusedCroupier;
    const by = {
      croupier,
      supervisor,
      ...(signers.cashier !== undefined && { cashier: signers.cashier }),
      ...(signers.runner !== undefined && { runner: signers.runner }),
    };
    return this.service.submitSigned({ ...record, by }, meta);
  }

  /** New limits (from the next round once bets are down) or a new croupier on duty, behind the pit boss's PIN. */
  changeTable(change: InputOf<TableChangeType>, who: Credentials): DeskResult {
    const refusedPin = this.#authorise(who, actionOf(change));
    if (refusedPin) return refusedPin;
    return this.service.submitSigned(change, this.#meta(who));
  }

  /** Who co-signs when no croupier is named: the badge signed in, else (no register) the books' name. */
  #croupierOnDuty(): string | null {
    const { staff, books } = contextOf(this.service.snapshot);
    const now = croupierNow(staff, books.croupier);
    return now && (now.badge ?? now.name);
  }

  #authorise(who: Credentials, action: Refusal): DeskResult | null {
    return this.guard.checkSaid(this.role, who, action);
  }

  #meta(who: Pick<Credentials, 'operator'>) {
    return { source: 'keyboard', operator: who.operator } as const;
  }
}

function needsReason(text: string): DeskResult | null {
  if (text.trim().length > 0) return null;
  return refused(say('ruling.needs-reason'));
}
