import type { ActivityDetail } from '../../../../domain/activities/response';
import { CATEGORIES } from '../../../../domain/categories';
import { IMAGE_KEY_PATTERN } from '../../../../domain/images';
import { type ActivityFormValues, emptyActivityFormValues, patternOptions } from './form-values';
import { priceToForm } from './price';

/** The URL key of a stored image from its served URL (/api/images/{key}/full.webp); null otherwise. */
export function imageKeyFromUrl(url: string | null | undefined): string | null {
  const key = /\/api\/images\/([^/]+)\//.exec(url ?? '')?.[1] ?? null;
  return key && IMAGE_KEY_PATTERN.test(key) ? key : null;
}

const text = (value: string | null | undefined) => value ?? '';

/**
 * The form filled with an activity from GET /api/activities/{id}?lang=nl: asked in Dutch, so the
 * display fields (title, city, ...) are the stored Dutch texts and the *En fields come as stored.
 * Its `tagList` holds the tags as stored (its `tags` is the cards' list, which falls back to the
 * keywords), so saving never copies the keywords into the tags.
 */
export function activityToFormValues(activity: ActivityDetail): ActivityFormValues {
  const base = emptyActivityFormValues(activity.portalId);
  const recurring = activity.activityType === 'recurring';
  const frequency = (['weekly', 'biweekly', 'monthly', 'dates'] as const).find(
    (f) => f === activity.recurringFrequency,
  );
  const imageKey = imageKeyFromUrl(activity.imageUrl);
  const pattern = activity.recurringPattern ?? 'all';
  // Saved before frequency and pattern had to agree ('Om de week' with 'Elke week'): it takes place
  // every week, so it is shown as weekly, and saving it stores what it does.
  const fits = frequency !== undefined && patternOptions(frequency).includes(pattern);
  return {
    ...base,
    category: CATEGORIES.some((c) => c.key === activity.category) ? activity.category : '',
    title: activity.title,
    titleEn: text(activity.titleEn),
    subtitle: text(activity.subtitle),
    subtitleEn: text(activity.subtitleEn),
    ontmoetingsscore: String(activity.ontmoetingsscore),
    ontmoetingsscoreExplanation: text(activity.ontmoetingsscoreExplanation),
    ontmoetingsscoreExplanationEn: text(activity.ontmoetingsscoreExplanationEn),
    sourceUrl: text(activity.sourceUrl),
    activityType: recurring ? 'recurring' : 'one-time',
    startDate: text(activity.startDate),
    startTime: text(activity.startTime),
    endDate: text(activity.endDate),
    endTime: text(activity.endTime),
    // Activities saved before the recurring dates existed run from their start date (the engine reads it so).
    recurringStartDate: text(activity.recurringStartDate ?? (recurring ? activity.startDate : null)),
    recurringEndDate: text(activity.recurringEndDate),
    recurringDays: [...activity.recurringDays],
    recurringFrequency: fits ? frequency : 'weekly',
    recurringPattern: fits ? pattern : 'all',
    recurringDates: [...activity.recurringDates],
    recurringStartTime: text(activity.recurringStartTime ?? (recurring ? activity.startTime : null)),
    recurringEndTime: text(activity.recurringEndTime ?? (recurring ? activity.endTime : null)),
    ...priceToForm(activity.price),
    priceEn: text(activity.priceEn),
    description: text(activity.description),
    descriptionEn: text(activity.descriptionEn),
    tags: activity.tagList.join(', '),
    keywords: text(activity.keywords),
    keywordsEn: text(activity.keywordsEn),
    websiteUrl: text(activity.websiteUrl),
    ticketUrl: text(activity.ticketUrl),
    contactPerson: text(activity.contactPerson),
    contactPhone: text(activity.contactPhone),
    capacity: activity.capacity === null ? '' : String(activity.capacity),
    // 'free' is read from the price, so the form holds only what the organiser said.
    facets: activity.facets.filter((facet) => facet !== 'free'),
    welcomerName: activity.welcomer?.name ?? '',
    welcomerWhere: activity.welcomer?.where ?? '',
    welcomerPhoto: {
      id: imageKeyFromUrl(activity.welcomer?.photoUrl),
      url: activity.welcomer?.photoUrl ?? null,
      changed: false,
    },
    meetingPoint: activity.meetingPoint,
    meetingPointEn: text(activity.meetingPointEn),
    streetAddress: activity.streetAddress,
    streetAddressEn: text(activity.streetAddressEn),
    postalCode: activity.postalCode,
    city: activity.city,
    cityEn: text(activity.cityEn),
    image: { id: imageKey, url: activity.imageUrl, changed: false },
  };
}
