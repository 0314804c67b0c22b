import { FACET_TEXTS, type Facet, facetsOf } from '../../../domain/activities/facets';
import { categoryLabel } from '../../../domain/categories';
import { imageUrl } from '../../../domain/images';
import type { Language } from '../../../domain/language';
import { localisePrice } from '../../../domain/price';
import { describeRecurrence } from '../../../domain/recurrence/describe-pattern';
import type { FeedRow } from './repository';

// An activity as a feed shows it: texts in the requested language (Dutch where no English is stored, as
// the API answers) and absolute links, since a calendar or a feed reader has no page to resolve them from.

export interface FeedActivity {
  /** The row, for its dates, times and recurrence. */
  row: FeedRow;
  title: string;
  subtitle: string | null;
  description: string | null;
  price: string;
  categoryLabel: string;
  /** What it says about who can come, 'free' from its price, in the vocabulary's order (facets.ts). */
  facets: Facet[];
  /** Those facets' labels in the requested language: the feeds' categories and a line of the text. */
  facetLabels: string[];
  /** 'Om de week op donderdag (oneven weken)'; null for a one-time activity. */
  recurrenceText: string | null;
  /** Meeting point, street and postal code with the city, as one line. */
  location: string;
  /** The activity's page on the public site. */
  pageUrl: string;
  /** The thumbnail, absolute; null without a picture. */
  imageUrl: string | null;
}

const pick = (lang: Language, nl: string | null, en: string | null) => (lang === 'en' && en ? en : nl);

export function activityPageUrl(publicUrl: string, id: number): string {
  return `${publicUrl}/activities/${id}`;
}

export function toFeedActivity(row: FeedRow, lang: Language, publicUrl: string): FeedActivity {
  const place = [
    pick(lang, row.meetingPoint, row.meetingPointEn),
    pick(lang, row.streetAddress, row.streetAddressEn),
    [row.postalCode, pick(lang, row.city, row.cityEn)].filter(Boolean).join(' '),
  ];
  // A meeting point is often just the address again; say it once.
  const location = [...new Set(place.map((part) => part?.trim()).filter(Boolean))].join(', ');
  const facets = facetsOf(row.facets, row.isFree);
  return {
    row,
    title: pick(lang, row.title, row.titleEn)!,
    subtitle: pick(lang, row.subtitle, row.subtitleEn),
    description: pick(lang, row.description, row.descriptionEn),
    price: localisePrice(pick(lang, row.price, row.priceEn), lang),
    categoryLabel: categoryLabel(row.category, lang),
    facets,
    facetLabels: facets.map((facet) => FACET_TEXTS[facet].label[lang]),
    recurrenceText: describeRecurrence(row, lang),
    location,
    pageUrl: activityPageUrl(publicUrl, row.id),
    imageUrl: row.imageKey ? `${publicUrl}${imageUrl(row.imageKey, 'thumb')}` : null,
  };
}
