import { z } from 'zod';
import type { Translator } from './index';
import { expectCount, postTranslationJson, TranslationFailed } from './request';

// LibreTranslate (open source, self-hostable): POST /translate with an array `q` answers an array
// `translatedText` in the same order, so every field goes in one request.

const answerSchema = z.object({ translatedText: z.array(z.string()) });

export function libreTranslate(options: {
  url: string;
  apiKey: string | null;
  timeoutMs: number;
}): Translator {
  const endpoint = `${options.url.replace(/\/+$/, '')}/translate`;
  return {
    provider: 'libretranslate',
    async translate(texts, from, to) {
      if (texts.length === 0) return [];
      const answer = await postTranslationJson(endpoint, {
        body: {
          q: texts,
          source: from,
          target: to,
          format: 'text',
          ...(options.apiKey ? { api_key: options.apiKey } : {}),
        },
        timeoutMs: options.timeoutMs,
      });
      const parsed = answerSchema.safeParse(answer);
      if (!parsed.success) throw new TranslationFailed('answer has no list of translated texts');
      return expectCount(parsed.data.translatedText, texts.length);
    },
  };
}
