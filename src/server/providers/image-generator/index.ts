import { categoryLabel } from '../../../domain/categories';
import { IMAGE_MAX_BYTES } from '../../../domain/constants';
import type { Localized } from '../../../domain/language';
import { shortenText } from '../../../domain/shorten-text';
import { loadSharp } from '../../on-first-use';
import { AnswerTooLarge, readLimitedBody } from '../read-limited-body';
import { COVER_HEIGHT, COVER_WIDTH, coverCategory, offlineCoverSvg } from './offline-cover';

// Activity covers behind one small interface: the built-in offline drawing (the default, no network) or
// an image service configured by IMAGE_GENERATION_URL. A configured service that fails is reported as
// failed (502), never replaced by the drawing without a word: the organiser chose that service and
// should learn that it is down or misconfigured, and the built-in cover is one click away on a server
// without the setting.

export interface CoverRequest {
  title: string;
  description?: string | null;
  /** A category key (or label); decides the offline cover's colours and motif. */
  category?: string | null;
}

export interface ImageGenerator {
  /** The picture's bytes (any format storeImage accepts); throws ImageGenerationFailed on failure. */
  generate(input: CoverRequest): Promise<Buffer>;
}

/** A generation that did not give a picture, with the reason worded for the organiser. */
export class ImageGenerationFailed extends Error {
  constructor(public readonly reason: Localized) {
    super(reason.en);
  }
}

/** How long the image service may take, answer included: the admin waits with the dialog open. */
export const IMAGE_GENERATION_TIMEOUT_MS = 20_000;
/** Room for the largest accepted picture sent as base64 in JSON (4 characters per 3 bytes). */
const MAX_RESPONSE_BYTES = Math.ceil(IMAGE_MAX_BYTES / 3) * 4 + 64 * 1024;

/** The built-in default: a drawn cover (./offline-cover.ts) rendered to PNG by sharp. */
export const offlineCoverGenerator: ImageGenerator = {
  async generate(input) {
    const svg = offlineCoverSvg({ title: input.title, category: input.category });
    // PNG at the fastest compression: storeImage re-encodes it to WebP straight away.
    const sharp = await loadSharp();
    return sharp(Buffer.from(svg)).removeAlpha().png({ compressionLevel: 1 }).toBuffer();
  },
};

export interface HttpImageGeneratorConfig {
  url: string;
  apiKey: string | null;
  /** Tests shorten it; production keeps IMAGE_GENERATION_TIMEOUT_MS. */
  timeoutMs?: number;
}

/** What is asked of an image model: a picture without text, from the activity's own words. */
export function coverPrompt(input: CoverRequest): string {
  const category = categoryLabel(coverCategory(input.category), 'en');
  const description = shortenText(input.description, 600);
  return [
    'A friendly, colourful illustration for the cover of a local community activity. No text, no letters.',
    `Title: ${input.title.trim()}`,
    `Category: ${category}`,
    description ? `Description: ${description}` : null,
  ]
    .filter(Boolean)
    .join('\n');
}

const failed = (nl: string, en: string) =>
  new ImageGenerationFailed({ nl: `Generatie mislukt: ${nl}`, en: `Generation failed: ${en}` });

/**
 * An image service over HTTP: POST `{ prompt, width, height }` as JSON (with `Authorization: Bearer` when
 * a key is set); the answer is the image itself (image/*) or JSON `{ imageBase64 }` or `{ b64_json }`
 * (plain base64 or a data URL). Its URL and key are never put in a message or a log line.
 */
export function httpImageGenerator(config: HttpImageGeneratorConfig): ImageGenerator {
  const timeoutMs = config.timeoutMs ?? IMAGE_GENERATION_TIMEOUT_MS;
  return {
    async generate(input) {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        accept: 'image/*, application/json',
      };
      if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
      let response: Response;
      let body: Buffer;
      try {
        response = await fetch(config.url, {
          method: 'POST',
          headers,
          body: JSON.stringify({ prompt: coverPrompt(input), width: COVER_WIDTH, height: COVER_HEIGHT }),
          signal: AbortSignal.timeout(timeoutMs),
          // Not followed, as the other providers do (post-json.ts): a 3xx is refused below with its status.
          redirect: 'manual',
        });
        if (!response.ok) {
          await response.body?.cancel();
          throw failed(
            `de beeldgenerator antwoordde met status ${response.status}.`,
            `the image generator answered with status ${response.status}.`,
          );
        }
        body = await readLimitedBody(response, MAX_RESPONSE_BYTES);
      } catch (error) {
        if (error instanceof ImageGenerationFailed) throw error;
        if (error instanceof AnswerTooLarge) {
          throw failed('de afbeelding is groter dan 5MB.', 'the picture is larger than 5MB.');
        }
        if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
          throw failed(
            'de beeldgenerator antwoordde niet op tijd.',
            'the image generator did not answer in time.',
          );
        }
        throw failed('de beeldgenerator is niet bereikbaar.', 'the image generator cannot be reached.');
      }
      return imageFromAnswer(response.headers.get('content-type') ?? '', body);
    },
  };
}

const NO_PICTURE = () =>
  failed('de beeldgenerator stuurde geen afbeelding.', 'the image generator sent no picture.');

function imageFromAnswer(contentType: string, body: Buffer): Buffer {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type.startsWith('image/')) {
    if (body.length === 0) throw NO_PICTURE();
    return body;
  }
  if (type !== 'application/json' && !type.endsWith('+json')) throw NO_PICTURE();
  let answer: unknown;
  try {
    answer = JSON.parse(body.toString('utf8'));
  } catch {
    throw NO_PICTURE();
  }
  const record = (answer ?? {}) as Record<string, unknown>;
  const encoded = record.imageBase64 ?? record.b64_json;
  if (typeof encoded !== 'string') throw NO_PICTURE();
  const payload = encoded.replace(/^data:[^,]*;base64,/i, '').replace(/\s+/g, '');
  if (!payload || !/^[A-Za-z0-9+/]*={0,2}$/.test(payload)) throw NO_PICTURE();
  return Buffer.from(payload, 'base64');
}

/** The configured service, or the offline drawing when none is set. */
export function imageGeneratorFor(
  config: { url: string; apiKey: string | null } | null,
  options: { timeoutMs?: number } = {},
): ImageGenerator {
  return config ? httpImageGenerator({ ...config, ...options }) : offlineCoverGenerator;
}
