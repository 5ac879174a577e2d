import type { TableSocket } from './table-socket.js';

const BOXES = [1, 2, 3];

/**
 * The bench's croupier, over the served table's WebSocket: three boxes of 10, insurance closed,
 * stand from 17, a new shoe when the cut card came out. Acts until a card is due, and says whether
 * it shuffled, for the reader then needs the new shoe loaded.
 */
export async function untilACardIsDue(socket: TableSocket): Promise<'same shoe' | 'new shoe'> {
  let shoe: 'same shoe' | 'new shoe' = 'same shoe';
  for (;;) {
    const { view } = socket.latest;
    switch (view.phase) {
      case 'dealing':
      case 'dealer':
        return shoe;
      case 'players':
        if (!(view.onTurn && view.onTurn.total >= 17 && view.onTurn.decisions.includes('stand'))) return shoe;
        await socket.submit({ type: 'stand' });
        break;
      case 'insurance':
        await socket.submit({ type: 'insurance-closed' });
        break;
      case 'offer':
        await socket.submit({ type: 'pass' });
        break;
      case 'betting':
      case 'settled':
        if (view.shoe.shuffleDue) {
          await socket.submit({ type: 'shuffle' });
          shoe = 'new shoe';
        }
        for (const box of BOXES) await socket.submit({ type: 'bet', box, amount: 10 });
        await socket.submit({ type: 'deal' });
        break;
      case 'resume':
        throw new Error('the bench table is waiting to resume an unfinished round');
    }
  }
}
