import type { Localized } from './language';

/**
 * The 13 categories of spec section 3. `key` is what is stored in `activities.category`; the labels are
 * what people read. `meedoen` is the category for the product's own events.
 */
export const CATEGORIES = [
  { key: 'sport', label: { nl: 'Sport & Bewegen', en: 'Sports' } },
  { key: 'theater', label: { nl: 'Theater', en: 'Theater' } },
  { key: 'dansen', label: { nl: 'Dansen', en: 'Dance' } },
  { key: 'kunst-cultuur', label: { nl: 'Kunst & Cultuur', en: 'Arts & Culture' } },
  { key: 'vakantie-eropuit', label: { nl: 'Vakantie & Eropuit', en: 'Vacation & Outings' } },
  { key: 'muziek', label: { nl: 'Muziek', en: 'Music' } },
  { key: 'cursussen-lezingen', label: { nl: 'Cursussen en Lezingen', en: 'Courses and Lectures' } },
  { key: 'uitgaan', label: { nl: 'Uitgaan', en: 'Going Out' } },
  { key: 'eten-drinken', label: { nl: 'Eten & Drinken', en: 'Food & Drink' } },
  { key: 'evenementen', label: { nl: 'Evenementen', en: 'Events' } },
  { key: 'hobby-creativiteit', label: { nl: 'Hobby & Creativiteit', en: 'Hobby & Creativity' } },
  { key: 'meedoen', label: { nl: 'Meedoen-activiteiten', en: 'Meedoen events' } },
  { key: 'overige', label: { nl: 'Overige', en: 'Other' } },
] as const satisfies readonly { key: string; label: Localized }[];

export type CategoryKey = (typeof CATEGORIES)[number]['key'];
export const CATEGORY_KEYS = CATEGORIES.map((c) => c.key) as CategoryKey[];

export function categoryLabel(key: string, lang: 'nl' | 'en'): string {
  return CATEGORIES.find((c) => c.key === key)?.label[lang] ?? key;
}
