import type { CategoryKey } from './categories';

// The colours of each category's pictures: the demo covers (src/server/db/seed/images.ts) and the covers
// the admin dialog generates (src/server/providers/image-generator) are drawn from the same palettes, so
// a generated cover looks like it belongs to the agenda.

/** [gradient from, gradient to, accent, second accent, dark] */
export type Palette = readonly [string, string, string, string, string];

export const CATEGORY_PALETTES: Record<CategoryKey, Palette> = {
  sport: ['#2ec4b6', '#3a86ff', '#ffbe0b', '#ffffff', '#1b2a41'],
  theater: ['#7b2cbf', '#c9184a', '#ffd166', '#ff8fab', '#240046'],
  dansen: ['#ff006e', '#fb5607', '#ffbe0b', '#8338ec', '#3d0c2b'],
  'kunst-cultuur': ['#f4a261', '#e76f51', '#2a9d8f', '#e9c46a', '#264653'],
  'vakantie-eropuit': ['#90e0ef', '#48cae4', '#ffb703', '#52b788', '#1b4332'],
  muziek: ['#4361ee', '#7209b7', '#f72585', '#4cc9f0', '#1a1446'],
  'cursussen-lezingen': ['#ffe8d6', '#ddbea9', '#cb997e', '#6b705c', '#3f4238'],
  uitgaan: ['#1a1446', '#3c096c', '#ffd60a', '#ff5d8f', '#0b0820'],
  'eten-drinken': ['#ffb4a2', '#e5989b', '#6a994e', '#f2cc8f', '#5a2a27'],
  evenementen: ['#ffd166', '#ef476f', '#06d6a0', '#118ab2', '#073b4c'],
  'hobby-creativiteit': ['#caffbf', '#9bf6ff', '#ff7b7b', '#9d8df1', '#3a3a5a'],
  meedoen: ['#fff3b0', '#ffd23f', '#ee4266', '#3bceac', '#1f1f1f'],
  overige: ['#d8f3dc', '#95d5b2', '#40916c', '#ffb86b', '#1b4332'],
};
