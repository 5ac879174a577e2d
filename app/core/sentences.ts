import type { Message } from '../../engine/refusals/message.js';
import { renderMessage } from '../../engine/refusals/render.js';
import type { Failure } from '../../engine/result.js';
import { englishTable } from '../i18n/catalogues/en/table.js';

/**
 * A message's English sentence, for the journals' `reason` and the operator's terminal: every code
 * of the table, the engine's and the application's (the engine's own renderer knows only its own).
 */
export const sentenceOf = (message: Message): string => renderMessage(message, englishTable);

/** A failure's English sentence, for the journals and the terminal's own messages. */
export const reasonOf = (failure: Failure): string => sentenceOf(failure.refusal);
