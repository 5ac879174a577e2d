import type { EngineCode } from './codes.js';

/**
 * What the table says, as data: a code and its parameters. The engine decides and returns these;
 * the sentence a person reads is made at the edge (`renderMessage`), in the language of the screen,
 * and journals keep the code and parameters beside that sentence so the audit can count them.
 */
export type MessageCode = EngineCode | keyof MessageCodes;

/**
 * The codes the layers above the engine add (the log, the servers, the pit), each layer declaring
 * its own into this interface beside its sentences, so that a message made anywhere is checked
 * against every code while the engine holds only its own.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in the layers above.
export interface MessageCodes {}

/**
 * An amount of money as a parameter, in integer minor units: each language writes it its own way
 * ("2.50", "2,50"), so the engine never formats it into the sentence.
 */
export interface MoneyParam {
  readonly minor: number;
}

/** A parameter: a number, a word the table does not translate (a card glyph, a name), an amount, or a phrase. */
export type MessageParam = string | number | MoneyParam | Message;

/** An amount as a message parameter. */
export const moneyParam = (minor: number): MoneyParam => ({ minor });

export const isMoneyParam = (value: MessageParam): value is MoneyParam =>
  typeof value === 'object' && 'minor' in value;

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
