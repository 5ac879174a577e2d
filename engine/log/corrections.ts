import type { LoggedEvent } from './log-events.js';

/**
 * The facts as the pit boss's corrections say they were. A corrected card replaces the card of
 * the `CardDrawn` it names; a void of a round already closed takes effect at that round's end,
 * just before the next round opened. One fold over the result gives the corrected table. The log
 * itself is never edited: this is a view of it.
 */
export function applyCorrections(logged: readonly LoggedEvent[]): LoggedEvent[] {
  const correctedCards = new Map<number, LoggedEvent['event']>();
  for (const { event } of logged) {
    if (event.type === 'CardCorrected')
      correctedCards.set(event.position, { type: 'CardDrawn', card: event.card });
  }
  const view: LoggedEvent[] = [];
  for (const entry of logged) {
    const replacement = entry.event.type === 'CardDrawn' ? correctedCards.get(entry.position) : undefined;
    const current = replacement ? { ...entry, event: replacement } : entry;
    if (current.event.type !== 'RoundVoided' || current.round === null) {
      view.push(current);
      continue;
    }
    const voidedRound = current.round;
    const nextRoundStart = view.findIndex((e) => e.round !== null && e.round > voidedRound);
    if (nextRoundStart === -1) view.push(current);
    else view.splice(nextRoundStart, 0, current);
  }
  return view;
}
