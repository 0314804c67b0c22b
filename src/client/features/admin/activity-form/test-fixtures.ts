import type { ActivityDetail } from '../../../../domain/activities/response';
import { type ActivityFormValues, emptyActivityFormValues } from './form-values';

// The values and the activity the activity form's tests start from.

/** A valid image key (32 hex digits). */
export const KEY = '0123456789abcdef0123456789abcdef';

/** A form that validates: the required fields filled, the rest as a new activity has them. */
export function filled(overrides: Partial<ActivityFormValues> = {}): ActivityFormValues {
  return {
    ...emptyActivityFormValues(4),
    category: 'sport',
    title: 'Wandelclub',
    meetingPoint: 'Bij de ingang',
    streetAddress: 'Dorpsstraat 1',
    city: 'Utrecht',
    postalCode: '3511 AB',
    ...overrides,
  };
}

/** An activity as GET /api/activities/{id}?lang=nl answers. */
export function detail(overrides: Partial<ActivityDetail> = {}): ActivityDetail {
  return {
    id: 7,
    welcomer: null,
    title: 'Koor',
    subtitle: null,
    category: 'muziek',
    categoryLabel: 'Muziek',
    price: 'Gratis',
    isFree: true,
    tags: [],
    facets: ['free'],
    ontmoetingsscore: 4,
    activityType: 'one-time',
    startDate: '2026-12-12',
    endDate: null,
    startTime: '19:30',
    endTime: '22:00',
    recurringStartDate: null,
    recurringEndDate: null,
    recurringDays: [],
    recurringFrequency: null,
    recurringPattern: null,
    recurringDates: [],
    recurringStartTime: null,
    recurringEndTime: null,
    recurrenceText: null,
    nextDate: '2026-12-12',
    city: 'Utrecht',
    portalId: 3,
    imageUrl: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    sourceUrl: null,
    titleEn: 'Choir',
    subtitleEn: null,
    description: 'Zingen',
    descriptionEn: null,
    ontmoetingsscoreExplanation: null,
    ontmoetingsscoreExplanationEn: null,
    periodType: null,
    priceEn: null,
    meetingPoint: 'Buurthuis',
    meetingPointEn: null,
    streetAddress: 'Dorpsstraat 12',
    streetAddressEn: null,
    cityEn: null,
    postalCode: '3511 AB',
    websiteUrl: null,
    ticketUrl: null,
    contactPhone: null,
    contactPerson: null,
    keywords: null,
    keywordsEn: null,
    tagList: [],
    portalName: 'Utrecht',
    thumbnailUrl: null,
    nextDates: [],
    participantCount: 0,
    capacity: null,
    placesLeft: null,
    ...overrides,
  };
}
