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
