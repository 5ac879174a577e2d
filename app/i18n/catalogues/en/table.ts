import type { Catalogue } from '../../../../engine/refusals/render.js';
import { engine } from './engine.js';
import { tableApp } from './table-app.js';

/**
 * The table's sentences in English, keyed by the codes the log and the journals store: the
 * engine's own (refusals of the game and the books, the phrases they take) and the application's
 * (alarms, the log, PINs, the servers, the pit).
 */
export const table = { ...engine, ...tableApp };

/** The same, as the engine's renderer takes it: what the application says in English. */
export const englishTable: Catalogue = { language: 'en', templates: table };
