/**
 * The pit server's sentences as codes and parameters: the transport names what it says through
 * the core, as the table server does (app/core/roles/access-messages.ts), never the engine itself.
 */
export { type Message, say } from '../../../engine/refusals/message.js';
