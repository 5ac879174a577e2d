import { useEffect, useState } from 'react';
import type { TableMessage } from '../../../contract';
import type { TableTransport } from '../table-transport';

/**
 * What of the pushed table changes the round list or the charts beyond the row of the round in
 * play: a round beginning, settling, or voided. That row (its bets, a misdeal) is read again when
 * the round settles: on a long log the list is too large an answer to ask for at every card.
 */
const milestoneOf = ({ view }: TableMessage): string =>
  `${view.round.round}:${view.round.state === 'settled'}:${view.round.voided !== null}`;

/** A counter bumped at each milestone of the table's rounds. */
export function useRoundMilestones(session: TableTransport): number {
  const [milestones, setMilestones] = useState(0);
  useEffect(() => {
    let last: string | null = null;
    return session.onTable((message) => {
      const milestone = milestoneOf(message);
      if (milestone === last) return;
      last = milestone;
      setMilestones((count) => count + 1);
    });
  }, [session]);
  return milestones;
}
