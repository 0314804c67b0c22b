import { WEBSITE_PLACEHOLDER } from '../../../domain/activities/input';
import type { ActivityDetail } from '../../../domain/activities/response';
import { imageUrl } from '../../../domain/images';
import type { Language } from '../../../domain/language';
import { placesLeft } from '../../../domain/participation/places';
import type { LocalMinute } from '../../../domain/recurrence/amsterdam-clock';
import { upcomingOccurrences } from '../../../domain/recurrence/session-end';
import { presentWelcomer } from '../company';
import { cardFields, pick } from './list';
import type * as repository from './repository';

// An activity as the API shows it in full: its card's fields (list/card-presentation.ts) and the rest.

/**
 * One activity with every field, and the next (up to) five days it takes place at `now` (an Amsterdam
 * wall-clock minute): a session that is over is not among them, one going on is.
 */
export function toDetail(
  found: repository.ActivityDetailRow,
  lang: Language,
  now: LocalMinute,
): ActivityDetail {
  const { activity: row, imageKey, welcomerImageKey, portalName, participantCount, dateChanges } = found;
  const nextDates = upcomingOccurrences({ ...row, dateChanges }, now, 5).map((o) => o.startDate);
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
    recurringDates: row.recurringDates,
    participantCount,
    capacity: row.capacity,
    placesLeft: placesLeft(participantCount, row.capacity),
    welcomer: presentWelcomer(row.welcomerName, row.welcomerWhere, welcomerImageKey),
  });
}
