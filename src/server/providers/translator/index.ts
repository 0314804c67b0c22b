import type { TranslationProvider } from '../../../domain/activity-helpers';
import type { TranslationConfig } from '../../config';
import type { OutsideServiceOptions } from '../post-json';
import { deepL } from './deepl';
import { libreTranslate } from './libretranslate';

// Translation behind one small interface: LibreTranslate (self-hosted, open source) or DeepL, chosen by
// configuration. There is no offline default that could translate for real, so without either the
// helper says it is not set up (503) rather than pretend.

export interface Translator {
  readonly provider: TranslationProvider;
  /** The texts in the same order, translated; throws TranslationFailed (./request.ts) on any failure. */
  translate(texts: string[], from: 'nl', to: 'en'): Promise<string[]>;
}

/** How long a translation may take, answer included: the admin waits for it with the dialog open. */
export const TRANSLATION_TIMEOUT_MS = 15_000;

export function translatorFor(
  config: TranslationConfig | null,
  options: OutsideServiceOptions = {},
): Translator | null {
  const timeoutMs = options.timeoutMs ?? TRANSLATION_TIMEOUT_MS;
  if (!config) return null;
  if (config.kind === 'libretranslate') {
    return libreTranslate({ url: config.url, apiKey: config.apiKey, timeoutMs });
  }
  return deepL({ url: config.url, apiKey: config.apiKey, timeoutMs });
}
