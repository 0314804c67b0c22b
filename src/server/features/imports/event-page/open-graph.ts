import type { CheerioAPI } from 'cheerio';
import { type FoundEvent, withoutBlanks } from './found-event';

// Open Graph and plain meta tags: nearly every page has them, but they say only what the page is
// called, a line about it and its picture. The last source, filling what the others left open.

export function readOpenGraph($: CheerioAPI): FoundEvent {
  const meta = (...keys: string[]) => {
    for (const key of keys) {
      const value = $(`meta[property="${key}" i], meta[name="${key}" i]`).first().attr('content');
      if (value?.trim()) return value;
    }
    return undefined;
  };
  return withoutBlanks({
    title: meta('og:title', 'twitter:title') ?? ($('title').first().text() || undefined),
    description: meta('og:description', 'description', 'twitter:description'),
    websiteUrl: meta('og:url'),
    imageUrl: meta('og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image', 'twitter:image:src'),
  });
}
