import { type Message, say } from '../../engine/refusals/message.js';

/**
 * Every form the key-in field reads, as `help` (or `?`) lists it: the keys exactly as keyed, and
 * what they do as a coded sentence, so the screen says it in its own language and the terminal in
 * English. One list for both, in the order a round is played.
 */
export interface KeyInForm {
  readonly keys: string;
  readonly says: Message;
}

export const KEY_IN_FORMS: readonly KeyInForm[] = [
  { keys: 'AS 10h T♥ …', says: say('keyin-form.card') },
  { keys: 'h  s  p', says: say('keyin-form.decisions') },
  { keys: 'd  d5', says: say('keyin-form.double') },
  { keys: 'r  r4', says: say('keyin-form.surrender') },
  { keys: 'b3 10 [ann]', says: say('keyin-form.bet') },
  { keys: 'deal', says: say('keyin-form.deal') },
  { keys: 'i2 5 [ann]', says: say('keyin-form.insurance') },
  { keys: 'e2  n', says: say('keyin-form.even-money') },
  { keys: 'x', says: say('keyin-form.misdeal') },
  { keys: 't3  pass  (t  n)', says: say('keyin-form.offer') },
  { keys: 'fix QH', says: say('keyin-form.fix') },
  { keys: 'ok', says: say('keyin-form.confirm') },
  { keys: 'shuffle', says: say('keyin-form.shuffle') },
  { keys: 'seat 2 ann', says: say('keyin-form.seat') },
  { keys: 'seat 2 ann P-10442', says: say('keyin-form.seat-card') },
  { keys: 'leave 2', says: say('keyin-form.leave') },
  { keys: 'buy 2 200 [ann] [confirm] [id]', says: say('keyin-form.buy-in') },
  { keys: 'new session', says: say('keyin-form.new-session') },
  { keys: 'moved 11', says: say('keyin-form.moved') },
  { keys: 'help  ?', says: say('keyin-form.help') },
];
