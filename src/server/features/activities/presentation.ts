import { WEBSITE_PLACEHOLDER } from '../../../domain/activities/input';
import type { ActivityDetail, ActivityListItem } from '../../../domain/activities/response';
import { cardTags } from '../../../domain/activities/tags';
import { categoryLabel } from '../../../domain/categories';
import { imageUrl } from '../../../domain/images';
import type { Language } from '../../../domain/language';
import { localisePrice } from '../../../domain/price';
import { describeRecurrence } from '../../../domain/recurrence/describe-pattern';
import { type LocalMinute, upcomingOccurrences } from '../../../domain/recurrence/session-end';
import { shortenText } from '../../../domain/shorten-text';
import type * as repository from './repository';

// Rows as the API shows them: texts in the requested language (Dutch where no English is stored).

const pick = (lang: Language, nl: string | null, en: string | null) => (lang === 'en' && en ? en : nl);

/** The columns a card is made of: a list row has them, and so has a full activity row. */
type CardColumns = Omit<repository.ListRow, 'descriptionStart' | 'descriptionEnStart' | 'imageKey'>;

/**
 * A card's fields but its short description. Built as one object literal, and extended in place by the
 * list and the detail: a detail made by spreading rows and cards into new objects cost ~100 µs of CPU
 * (V8 gives objects copied that way a slow shape; ~6 µs built like this), an eighth of the request.
 */
function cardFields(row: CardColumns, lang: Language, imageKey: string | null) {
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

export function toListItem(row: repository.ListRow, lang: Language): ActivityListItem {
  return Object.assign(cardFields(row, lang, row.imageKey), {
    shortDescription: shortenText(pick(lang, row.descriptionStart, row.descriptionEnStart)),
  });
}

/**
 * One activity with every field, and the next (up to) five days it takes place at `now` (an Amsterdam
 * wall-clock minute): a session that is over is not among them, one going on is.
 */
export function toDetail(
  found: repository.ActivityDetailRow,
  lang: Language,
  now: LocalMinute,
): ActivityDetail {
  const { activity: row, imageKey, portalName, participantCount } = found;
  const nextDates = upcomingOccurrences(row, now, 5).map((o) => o.startDate);
  return Object.assign(cardFields(row, lang, imageKey), {
    createdAt: row.createdAt.toISOString(),
    sourceUrl: row.sourceUrl,
    titleEn: row.titleEn,
    subtitleEn: row.subtitleEn,
    description: pick(lang, row.description, row.descriptionEn),
    descriptionEn: row.descriptionEn,
    ontmoetingsscoreExplanation: pick(
      lang,
      row.ontmoetingsscoreExplanation,
      row.ontmoetingsscoreExplanationEn,
    ),
    ontmoetingsscoreExplanationEn: row.ontmoetingsscoreExplanationEn,
    periodType: row.periodType,
    priceEn: row.priceEn,
    meetingPoint: pick(lang, row.meetingPoint, row.meetingPointEn)!,
    meetingPointEn: row.meetingPointEn,
    streetAddress: pick(lang, row.streetAddress, row.streetAddressEn)!,
    streetAddressEn: row.streetAddressEn,
    cityEn: row.cityEn,
    postalCode: row.postalCode,
    // Rows written before validation existed may still hold the form's placeholder.
    websiteUrl: row.websiteUrl === WEBSITE_PLACEHOLDER ? null : row.websiteUrl,
    ticketUrl: row.ticketUrl,
    contactPhone: row.contactPhone,
    contactPerson: row.contactPerson,
    keywords: pick(lang, row.keywords, row.keywordsEn),
    keywordsEn: row.keywordsEn,
    tagList: row.tags,
    portalName,
    imageUrl: imageKey ? imageUrl(imageKey, 'full') : null,
    thumbnailUrl: imageKey ? imageUrl(imageKey, 'thumb') : null,
    nextDates,
    participantCount,
  });
}
