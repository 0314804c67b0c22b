import { type JsonRequest, postJson } from '../post-json';

// The translation adapters' one error. The service turns TranslationFailed into a 502 for the person
// and a log line for the operator (the reason says what failed, never the URL, key or answer).

export class TranslationFailed extends Error {
  constructor(public readonly reason: string) {
    super(`translation failed: ${reason}`);
  }
}

/** POSTs JSON to the translation service and returns the parsed answer, or throws TranslationFailed. */
export function postTranslationJson(url: string, request: JsonRequest): Promise<unknown> {
  return postJson(url, request, (reason) => new TranslationFailed(reason));
}

/** An answer with the wrong number of texts cannot be matched to the fields: nothing of it is used. */
export function expectCount(texts: string[], count: number): string[] {
  if (texts.length !== count) {
    throw new TranslationFailed(`answered ${texts.length} texts for ${count}`);
  }
  return texts;
}
