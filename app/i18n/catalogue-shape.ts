import type { Template } from '../../engine/refusals/catalogue.js';

export type { PluralTemplate, Template } from '../../engine/refusals/catalogue.js';

/** A namespace of one language: a template for each key of the English source, no more, no less. */
export type Translated<Source> = { readonly [Key in keyof Source]: Template };
