import type { TableSocket } from './table-socket.js';
import type { TimedShoe } from './timed-shoe.js';

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

/**
 * The next card dealt from the shoe once one is due (the new shoe loaded first when the croupier
 * shuffled): the shoe's count of cards out with it, when the reader wrote it and when the table's
 * socket pushed it.
 */
export async function dealtAndPushed(
  socket: TableSocket,
  shoe: TimedShoe,
): Promise<{ cardsOut: number; writtenAt: number; pushedAt: number }> {
  if ((await untilACardIsDue(socket)) === 'new shoe') await shoe.load();
  const cardsOut = socket.latest.view.shoe.cardsOut + 1;
  socket.mark();
  const writtenAt = await shoe.deal();
  const pushedAt = await socket.firstPush(
    (message) => message.view.shoe.cardsOut === cardsOut,
    `card ${cardsOut} pushed`,
  );
  return { cardsOut, writtenAt, pushedAt };
}
