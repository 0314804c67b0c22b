import { facetsOf } from '../../../../domain/activities/facets';
import type { ActivityListItem } from '../../../../domain/activities/response';
import { cardTags } from '../../../../domain/activities/tags';
import { categoryLabel } from '../../../../domain/categories';
import { imageUrl } from '../../../../domain/images';
import type { Language } from '../../../../domain/language';
import { localisePrice } from '../../../../domain/price';
import { describeRecurrence } from '../../../../domain/recurrence/describe-pattern';
import { shortenText } from '../../../../domain/shorten-text';
import type { ListRow } from './list-sql';

// A card as the API shows it (the list's, and the start of the detail's: presentation.ts): texts in the
// requested language (Dutch where no English is stored).

export const pick = (lang: Language, nl: string | null, en: string | null) => (lang === 'en' && en ? en : nl);

/** The columns a card is made of: a list row has them, and so has a full activity row. */
export type CardColumns = Omit<
  ListRow,
  'descriptionStart' | 'descriptionEnStart' | 'imageKey' | 'placesLeft'
>;

/**
 * A card's fields but its short description. Built as one object literal, and extended in place by the
 * list and the detail: a detail made by spreading rows and cards into new objects cost ~100 µs of CPU
 * (V8 gives objects copied that way a slow shape; ~6 µs built like this), an eighth of the request.
 */
export function cardFields(row: CardColumns, lang: Language, imageKey: string | null) {
  return {
    id: row.id,
    title: pick(lang, row.title, row.titleEn)!,
    subtitle: pick(lang, row.subtitle, row.subtitleEn),
    category: row.category,
    categoryLabel: categoryLabel(row.category, lang),
    // 'Gratis' kept from the form's default is 'Free' in English (price.ts).
    price: localisePrice(pick(lang, row.price, row.priceEn), lang),
    isFree: row.isFree ?? false,
    tags: cardTags(row.tags, pick(lang, row.keywords, row.keywordsEn)),
    facets: facetsOf(row.facets, row.isFree),
    ontmoetingsscore: row.ontmoetingsscore,
    activityType: row.activityType,
    startDate: row.startDate,
    endDate: row.endDate,
    startTime: row.startTime,
    endTime: row.endTime,
    recurringStartDate: row.recurringStartDate,
    recurringEndDate: row.recurringEndDate,
    recurringDays: row.recurringDays,
    recurringFrequency: row.recurringFrequency,
    recurringPattern: row.recurringPattern,
    recurringStartTime: row.recurringStartTime,
    recurringEndTime: row.recurringEndTime,
    recurrenceText: describeRecurrence(row, lang),
    nextDate: row.nextDate,
    city: pick(lang, row.city, row.cityEn)!,
    portalId: row.portalId,
    imageUrl: imageKey ? imageUrl(imageKey, 'thumb') : null,
  };
}

export function toListItem(row: ListRow, lang: Language): ActivityListItem {
  return Object.assign(cardFields(row, lang, row.imageKey), {
    shortDescription: shortenText(pick(lang, row.descriptionStart, row.descriptionEnStart)),
    // A list's card is kept without the number, which is put in when a page is answered (list-read.ts).
    placesLeft: row.placesLeft ?? null,
  });
}
