import { formatUnits } from '../money.js';
import type { Template } from './catalogue.js';
import type { EngineCode } from './codes.js';
import { isMoneyParam, type Message, type MessageCode, type MessageParam } from './message.js';

/** The sentences of one language, keyed by code: every code has one (or it fails to compile). */
export interface Catalogue {
  /** A BCP 47 tag: it picks the plural rules. */
  readonly language: string;
  /** The engine's codes at least; a code the catalogue lacks is shown as the code itself. */
  readonly templates: Readonly<Record<EngineCode, Template>> &
    Readonly<Partial<Record<MessageCode, Template>>>;
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/**
 * The sentence a person reads, in the catalogue's language (the catalogues are the application's:
 * the engine holds codes, not sentences). Phrase parameters are rendered first in the same catalogue; a
 * parameter the template names but the message lacks is left as `{{name}}`, visible rather than
 * silently empty (a test plays random rounds and looks for any).
 */
export function renderMessage(message: Message, catalogue: Catalogue): string {
  const template = pickForm(catalogue, message);
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = message.params[name];
    return value === undefined ? whole : renderParam(value, catalogue);
  });
}

function renderParam(value: MessageParam, catalogue: Catalogue): string {
  if (typeof value !== 'object') return String(value);
  return isMoneyParam(value) ? formatUnits(value.minor) : renderMessage(value, catalogue);
}

function pickForm(catalogue: Catalogue, message: Message): string {
  // A journal row may hold a code that a later catalogue renamed: show the code, never crash.
  const template = catalogue.templates[message.code] as Template | undefined;
  if (template === undefined) return message.code;
  if (typeof template === 'string') return template;
  const count = message.params.count;
  if (typeof count !== 'number') return template.other;
  const form = new Intl.PluralRules(catalogue.language).select(count);
  return (form === 'other' ? undefined : template[form]) ?? template.other;
}
