import type { IncomingMessage } from 'node:http';
import { type CodedMessage, chooseLanguage, translatorFor } from '../i18n/index.js';

/** The table's codes for what the server refuses over HTTP, each a sentence of the `table` catalogue. */
export const httpRefusals = {
  wrongName: { code: 'http.wrong-name', params: {} },
  readWithGet: { code: 'http.read-with-get', params: {} },
  notFound: { code: 'http.not-found', params: {} },
  notBuilt: (index: string) => ({ code: 'http.not-built', params: { index } }),
  fileFailed: { code: 'http.file-failed', params: {} },
  socketPath: (path: string) => ({ code: 'http.socket-path', params: { path } }),
  foreignOrigin: { code: 'http.foreign-origin', params: {} },
  otherWindow: { code: 'http.other-window', params: {} },
} as const satisfies Record<string, CodedMessage | ((value: string) => CodedMessage)>;

/**
 * A refusal's body and headers in the language the request asks for (its Accept-Language, as a
 * browser sends it), English when it asks for none the table speaks. The status code says the rest.
 */
export function refusalBody(
  request: IncomingMessage,
  message: CodedMessage,
): { readonly body: string; readonly headers: Readonly<Record<string, string>> } {
  const translator = translatorFor(chooseLanguage(request.headers['accept-language']));
  return {
    body: `${translator.say(message)}\n`,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Language': translator.language },
  };
}
