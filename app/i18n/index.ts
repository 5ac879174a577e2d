export type { PluralTemplate, Template } from './catalogue-shape.js';
export { CATALOGUES, type KeyOf, NAMESPACES, type Namespace, templatesOf } from './catalogues/index.js';
export {
  chooseLanguage,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
} from './languages.js';
export { type CodedMessage, type Params, type Translator, translatorFor } from './translator.js';
