import { describe, expect, it } from 'vitest';
import { SeatedCards } from '../../../engine/protection/bettor-identity.js';

describe('who the protection signals group a bettor by', () => {
  it('given a player card presented at a seat, the seated name is that player until the seat is left or taken without a card', () => {
    const cards = new SeatedCards();
    expect(cards.identity('ann')).toBe('ann');
    cards.heard({ type: 'SeatTaken', box: 2, player: 'ann', playerCard: 'P-10442' });
    expect(cards.identity('ann')).toBe('P-10442');
    expect(cards.identity('bob')).toBe('bob');
    cards.heard({ type: 'SeatLeft', box: 2 });
    expect(cards.identity('ann')).toBe('ann');
    cards.heard({ type: 'SeatTaken', box: 3, player: 'ann', playerCard: 'P-7' });
    cards.heard({ type: 'SeatTaken', box: 3, player: 'ann' });
    expect(cards.identity('ann')).toBe('ann');
  });
});
