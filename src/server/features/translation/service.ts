import type { FastifyBaseLogger } from 'fastify';
import {
  fitsField,
  fitTranslation,
  TRANSLATABLE_FIELDS,
  type TranslatableField,
  type TranslateToEnglishInput,
  type TranslateToEnglishResult,
} from '../../../domain/activities/translation';
import type { ActivityHelpers } from '../../../domain/activity-helpers';
import type { AppConfig } from '../../config';
import { AppError } from '../../plugins/errors';
import type { Translator } from '../../providers/translator/index';
import { TranslationFailed } from '../../providers/translator/request';
import messages from './messages.json';

// The admin dialog's helpers: translating an activity's Dutch texts to English, and saying which
// helpers this site has. Only administrators get here (the routes guard before anything is read).

export const { TRANSLATION_NOT_SET_UP, TRANSLATION_FAILED } = messages;

export function describeHelpers(config: AppConfig, translator: Translator | null): ActivityHelpers {
  return {
    translation: { available: translator !== null, provider: translator?.provider ?? null },
    coverGeneration: config.imageGeneration ? 'provider' : 'offline',
  };
}

/**
 * The given, non-empty fields in English, in one request to the provider, each within its field's
 * limits. Texts are cut at their line
 * breaks and the lines translated one by one, so a description keeps its lines and blank lines
 * whatever the provider does with a line break; the lines go back exactly where they came from.
 */
export async function translateToEnglish(
  translator: Translator | null,
  input: TranslateToEnglishInput,
  log: FastifyBaseLogger,
): Promise<TranslateToEnglishResult> {
  if (!translator) throw new AppError(503, TRANSLATION_NOT_SET_UP);
  const fields = TRANSLATABLE_FIELDS.flatMap((key) => {
    const value = input[key]?.trim();
    return value ? [{ key, text: splitLines(value) }] : [];
  });
  if (fields.length === 0) return {};

  const pieces = fields.flatMap((field) => field.text.pieces);
  let translated: string[];
  try {
    translated = await translator.translate(pieces, 'nl', 'en');
    if (translated.length !== pieces.length) throw new TranslationFailed('wrong number of texts');
  } catch (error) {
    if (!(error instanceof TranslationFailed)) throw error;
    log.warn({ provider: translator.provider, reason: error.reason }, 'translation service failed');
    throw new AppError(502, TRANSLATION_FAILED);
  }

  const result: Partial<Record<TranslatableField, string>> = {};
  let next = 0;
  for (const field of fields) {
    const own = translated.slice(next, next + field.text.pieces.length).map(oneLine);
    next += field.text.pieces.length;
    // The English field has the Dutch one's limits: a longer translation is cut to fit, and one the form
    // could still not save is not offered at all.
    const english = fitTranslation(field.key, field.text.join(own));
    if (!fitsField(field.key, english)) {
      log.warn({ provider: translator.provider, field: field.key }, 'translation breaks the field rules');
      throw new AppError(502, TRANSLATION_FAILED);
    }
    result[field.key] = english;
  }
  return result;
}

interface SplitText {
  /** The lines with words on them, without their surrounding spaces. */
  pieces: string[];
  /** The original text with each piece replaced by its translation. */
  join(translations: string[]): string;
}

function splitLines(text: string): SplitText {
  // Even indexes are lines, odd ones the line breaks between them, kept as they were (\r\n, \n, \r).
  const parts = text.split(/(\r\n|\r|\n)/);
  const slots: { index: number; before: string; after: string }[] = [];
  const pieces: string[] = [];
  parts.forEach((part, index) => {
    if (index % 2 === 1) return;
    const match = /^(\s*)(.*?)(\s*)$/s.exec(part);
    if (!match?.[2]) return;
    slots.push({ index, before: match[1] ?? '', after: match[3] ?? '' });
    pieces.push(match[2]);
  });
  return {
    pieces,
    join(translations) {
      const out = [...parts];
      slots.forEach((slot, i) => {
        out[slot.index] = `${slot.before}${translations[i] ?? ''}${slot.after}`;
      });
      return out.join('');
    },
  };
}

// A translated line stays one line without control characters, so what comes back passes the activity
// form's own text rules (src/domain/text.ts) and cannot break the lines it is put back between.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]+/g;
function oneLine(text: string): string {
  return text.replace(CONTROL, ' ').trim();
}
