import type { ActivityCreateInput } from '../../../../domain/activities/input';
import type { ActivityFormValues } from './form-values';
import { priceFromForm } from './price';

/** 'a, b ,, c' → ['a', 'b', 'c'] (the schema lower-cases and deduplicates). */
export function splitTags(text: string): string[] {
  return text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}

/**
 * The payload POST and PUT /api/activities take. Every field the form shows is sent, so clearing a field
 * clears it (the schema turns '' into null). The dates of the other activity type are cleared, so a
 * recurring activity made one-time leaves no series behind and the other way round. The picture is sent
 * only when it was changed (imageId null removes it); absent leaves it alone. A series of chosen dates
 * sends its dates and no weekdays (the server sets its start and end from the dates); any other kind
 * sends no dates, so a switch away from chosen dates lets them go.
 */
export function formValuesToPayload(values: ActivityFormValues): ActivityCreateInput {
  const recurring = values.activityType === 'recurring';
  const chosenDates = recurring && values.recurringFrequency === 'dates';
  const portal = values.portalId.trim();
  const payload: ActivityCreateInput = {
    sourceUrl: values.sourceUrl,
    category: values.category,
    title: values.title,
    titleEn: values.titleEn,
    subtitle: values.subtitle,
    subtitleEn: values.subtitleEn,
    description: values.description,
    descriptionEn: values.descriptionEn,
    ontmoetingsscore: values.ontmoetingsscore,
    ontmoetingsscoreExplanation: values.ontmoetingsscoreExplanation,
    ontmoetingsscoreExplanationEn: values.ontmoetingsscoreExplanationEn,
    activityType: values.activityType,
    startDate: recurring ? null : values.startDate,
    startTime: recurring ? null : values.startTime,
    endDate: recurring ? null : values.endDate,
    endTime: recurring ? null : values.endTime,
    recurringStartDate: recurring ? values.recurringStartDate : null,
    recurringEndDate: recurring ? values.recurringEndDate : null,
    recurringDays: recurring && !chosenDates ? values.recurringDays : [],
    // Text from a select: the schema refuses anything it does not know, so the form needs no narrower type.
    recurringFrequency: recurring
      ? (values.recurringFrequency as ActivityCreateInput['recurringFrequency'])
      : null,
    recurringPattern: recurring ? (values.recurringPattern as ActivityCreateInput['recurringPattern']) : null,
    recurringDates: chosenDates ? values.recurringDates : [],
    recurringStartTime: recurring ? values.recurringStartTime : null,
    recurringEndTime: recurring ? values.recurringEndTime : null,
    price: priceFromForm(values),
    priceEn: values.priceEn,
    meetingPoint: values.meetingPoint,
    meetingPointEn: values.meetingPointEn,
    streetAddress: values.streetAddress,
    streetAddressEn: values.streetAddressEn,
    city: values.city,
    cityEn: values.cityEn,
    postalCode: values.postalCode,
    websiteUrl: values.websiteUrl,
    ticketUrl: values.ticketUrl,
    contactPerson: values.contactPerson,
    contactPhone: values.contactPhone,
    // Empty: no limit (null clears a limit that was set).
    capacity: values.capacity.trim() === '' ? null : values.capacity.trim(),
    keywords: values.keywords,
    keywordsEn: values.keywordsEn,
    tags: splitTags(values.tags),
    // Every facet the boxes say, so unticking one clears it; 'free' is the price's, never sent.
    facets: values.facets.filter((facet) => facet !== 'free'),
    // No choice reaches the schema as absent, so it answers with its own message ('Portal is verplicht').
    portalId: portal === '' ? undefined : Number(portal),
  };
  if (values.image.changed) payload.imageId = values.image.id;
  // An empty name says nobody welcomes. Their photo, like the picture, is sent only when changed (null
  // removes it); left out, the stored one stays.
  const welcomer = values.welcomerName.trim();
  const photo = values.welcomerPhoto;
  payload.welcomer = welcomer
    ? { name: welcomer, where: values.welcomerWhere, ...(photo.changed ? { photo: photo.id } : {}) }
    : null;
  return payload;
}
