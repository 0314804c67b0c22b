import type { Language } from './language';

// The embeddable widget's settings (spec 9, issue #10): read by the server's /iframe/activities and
// /api/embed/activities, and written by the embed builder, so both sides agree on them.

/** Cards the widget shows unless the host asks for another number. */
export const EMBED_LIMIT_DEFAULT = 6;
/** The most cards one widget shows. */
export const EMBED_LIMIT_MAX = 50;

/** The widget's card sizes. */
export const EMBED_SIZES = ['small', 'medium', 'large'] as const;
export type EmbedSize = (typeof EMBED_SIZES)[number];
export const EMBED_SIZE_DEFAULT: EmbedSize = 'medium';

/** Spec 9: the copied iframe code is 600 pixels high, the builder's preview 400. */
export const EMBED_CODE_HEIGHT = 600;
export const EMBED_PREVIEW_HEIGHT = 400;

/**
 * The message the widget page posts to the page that frames it, `{ type, height }`, whenever its
 * content's height changes; the pasted code's listener sets the iframe to that height, so the widget
 * grows with its cards instead of scrolling inside 600 pixels (on a phone its cards stack in one column).
 */
export const EMBED_HEIGHT_MESSAGE = 'meedoen:widget-height';
/** The tallest a message can make the iframe (50 cards stacked on a phone stay below it). */
export const EMBED_HEIGHT_MAX = 50_000;

/**
 * The widget's name in its own language, with the site's name (its settings): its document title, and
 * the pasted iframe's title, which a screen reader announces on the host's page, so an English widget
 * is named in English whatever language the builder was used in.
 */
export function embedTitle(lang: Language, siteName: string): string {
  return lang === 'nl' ? `Activiteiten op ${siteName}` : `Activities on ${siteName}`;
}

/**
 * The widget's name under the product's own name. The embed builder and the portal page still use it
 * until they read the site's name from its settings; the widget itself uses embedTitle.
 */
export const EMBED_TITLE: Record<Language, string> = {
  nl: embedTitle('nl', 'Meedoen'),
  en: embedTitle('en', 'Meedoen'),
};
