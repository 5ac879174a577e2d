import type { Message } from '../../engine/refusals/message.js';
import { renderMessage } from '../../engine/refusals/render.js';
import type { Failure, Result } from '../../engine/result.js';
import { englishTable } from '../i18n/catalogues/en/table.js';

/**
 * A message's English sentence, for the journals' `reason` and the operator's terminal: every code
 * of the table, the engine's and the application's (the engine's own renderer knows only its own).
 */
export const sentenceOf = (message: Message): string => renderMessage(message, englishTable);

/** A refusal with its English sentence beside its code and parameters. */
export const refused = (refusal: Message): Failure => ({ ok: false, reason: sentenceOf(refusal), refusal });
export const refuse = <T = never>(refusal: Message): Result<T> => refused(refusal);
