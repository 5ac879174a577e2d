import type { english } from './english.js';

/**
 * What the table says, as data: a code and its parameters. The engine decides and returns these;
 * the sentence a person reads is made at the edge (`renderMessage`), in the language of the screen,
 * and journals keep the code and parameters beside that sentence so the audit can count them.
 */
export type MessageCode = keyof typeof english;

/** A parameter: a number, a word the table does not translate (a card glyph, a name), or a phrase. */
export type MessageParam = string | number | Message;

export interface Message {
  readonly code: MessageCode;
  readonly params: Readonly<Record<string, MessageParam>>;
}

/** Why the table did not accept something: a message, named for what it means at the call site. */
export type Refusal = Message;

export const say = (code: MessageCode, params: Record<string, MessageParam> = {}): Message => ({
  code,
  params,
});
