import { z } from 'zod';
import type { Translator } from './index';
import { expectCount, postTranslationJson, TranslationFailed } from './request';

// DeepL: POST /v2/translate with the key in the Authorization header (never in the body or the URL,
// where proxies and logs would keep it). British English, as the product's English pages are.

const answerSchema = z.object({ translations: z.array(z.object({ text: z.string() })) });
/** DeepL takes at most 50 texts per request; more (a description of very many lines) go in turns. */
const MAX_TEXTS_PER_REQUEST = 50;

export function deepL(options: { url: string; apiKey: string; timeoutMs: number }): Translator {
  const endpoint = `${options.url.replace(/\/+$/, '')}/v2/translate`;

  async function translateBatch(texts: string[]): Promise<string[]> {
    const answer = await postTranslationJson(endpoint, {
      headers: { authorization: `DeepL-Auth-Key ${options.apiKey}` },
      body: { text: texts, source_lang: 'NL', target_lang: 'EN-GB' },
      timeoutMs: options.timeoutMs,
    });
    const parsed = answerSchema.safeParse(answer);
    if (!parsed.success) throw new TranslationFailed('answer has no list of translations');
    return expectCount(
      parsed.data.translations.map((t) => t.text),
      texts.length,
    );
  }

  return {
    provider: 'deepl',
    async translate(texts, from, to) {
      if (from !== 'nl' || to !== 'en') throw new TranslationFailed(`no route from ${from} to ${to}`);
      const translated: string[] = [];
      for (let start = 0; start < texts.length; start += MAX_TEXTS_PER_REQUEST) {
        translated.push(...(await translateBatch(texts.slice(start, start + MAX_TEXTS_PER_REQUEST))));
      }
      return translated;
    },
  };
}
