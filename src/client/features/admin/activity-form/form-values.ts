import type { Facet } from '../../../../domain/activities/facets';
import { DEFAULT_PRICE, MEETING_SCORE_DEFAULT } from '../../../../domain/constants';
import { patternsOfFrequency } from '../../../../domain/recurrence/pattern-choice';

// The admin activity form (spec 4.2) as plain data: the values it holds, the tab each field is on and
// the values a new activity starts from. No React in this folder but the two hooks, so every rule is unit
// tested beside its file. Validation itself is the domain's activityCreateSchema (issues.ts): the form
// maps its values to the payload (to-payload.ts) and runs the same schema the server runs.

export const ACTIVITY_FORM_TABS = ['basic', 'details', 'location', 'media'] as const;
export type ActivityFormTab = (typeof ACTIVITY_FORM_TABS)[number];

/** The patterns the pattern select offers for a frequency: only those that mean what the frequency says. */
export function patternOptions(frequency: string): readonly string[] {
  return patternsOfFrequency(frequency);
}

/**
 * A picture as the form holds it (the activity's, the welcomer's photo): the stored key (null for none)
 * and, when changed, what to send.
 */
export interface FormImage {
  /** The URL key the payload's imageId takes; null when there is no picture. */
  id: string | null;
  /** What the preview shows. */
  url: string | null;
  /** Whether the picture was changed in this dialog: only then is imageId sent. */
  changed: boolean;
}
export interface ActivityFormValues {
  // basic
  category: string;
  title: string;
  titleEn: string;
  subtitle: string;
  subtitleEn: string;
  ontmoetingsscore: string;
  ontmoetingsscoreExplanation: string;
  ontmoetingsscoreExplanationEn: string;
  /** The select's value: a portal id as text, '' for none. */
  portalId: string;
  sourceUrl: string;
  // details
  activityType: 'one-time' | 'recurring';
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  recurringStartDate: string;
  recurringEndDate: string;
  recurringDays: string[];
  recurringFrequency: string;
  recurringPattern: string;
  /** The dates of a series of chosen dates ('yyyy-MM-dd'), sorted; used with frequency 'dates' only. */
  recurringDates: string[];
  recurringStartTime: string;
  recurringEndTime: string;
  /** One of PRICE_OPTIONS, PRICE_CUSTOM or PRICE_EXISTING (price.ts). */
  priceChoice: string;
  /** The own amount in euros as typed (a number field): '12.5'. */
  customPrice: string;
  /** A stored price that is no plain amount ('Gratis, donatie welkom'), kept while PRICE_EXISTING is chosen. */
  existingPrice: string;
  priceEn: string;
  description: string;
  descriptionEn: string;
  /** Comma separated; sent as a list. */
  tags: string;
  keywords: string;
  keywordsEn: string;
  websiteUrl: string;
  ticketUrl: string;
  contactPerson: string;
  contactPhone: string;
  /** Places per date; empty: no limit. */
  capacity: string;
  /** What it says about who can come (wheelchair, quiet…), in the vocabulary's order; never 'free': the price says that. */
  facets: Facet[];
  // location
  meetingPoint: string;
  meetingPointEn: string;
  streetAddress: string;
  streetAddressEn: string;
  postalCode: string;
  city: string;
  cityEn: string;
  /** Who welcomes newcomers (issue #43): a first name and where to find them; empty: nobody. */
  welcomerName: string;
  welcomerWhere: string;
  /** The welcomer's photo, sent (as welcomer.photo) only when changed, like the picture. */
  welcomerPhoto: FormImage;
  // media
  image: FormImage;
}

export type ActivityFormField = keyof ActivityFormValues;

/** Which tab each field is on, in the order the fields appear: the first error found is the one focused. */
export const FIELD_TABS: Record<ActivityFormField, ActivityFormTab> = {
  category: 'basic',
  title: 'basic',
  titleEn: 'basic',
  subtitle: 'basic',
  subtitleEn: 'basic',
  ontmoetingsscore: 'basic',
  ontmoetingsscoreExplanation: 'basic',
  ontmoetingsscoreExplanationEn: 'basic',
  portalId: 'basic',
  sourceUrl: 'basic',
  activityType: 'details',
  startDate: 'details',
  startTime: 'details',
  endDate: 'details',
  endTime: 'details',
  recurringStartDate: 'details',
  recurringEndDate: 'details',
  recurringDays: 'details',
  recurringFrequency: 'details',
  recurringPattern: 'details',
  recurringDates: 'details',
  recurringStartTime: 'details',
  recurringEndTime: 'details',
  priceChoice: 'details',
  customPrice: 'details',
  existingPrice: 'details',
  priceEn: 'details',
  description: 'details',
  descriptionEn: 'details',
  tags: 'details',
  keywords: 'details',
  keywordsEn: 'details',
  websiteUrl: 'details',
  ticketUrl: 'details',
  contactPerson: 'details',
  contactPhone: 'details',
  capacity: 'details',
  facets: 'details',
  meetingPoint: 'location',
  meetingPointEn: 'location',
  streetAddress: 'location',
  streetAddressEn: 'location',
  postalCode: 'location',
  city: 'location',
  cityEn: 'location',
  welcomerName: 'location',
  welcomerWhere: 'location',
  welcomerPhoto: 'location',
  image: 'media',
};
/** The fields in the order they appear on the tabs. */
export const FIELD_ORDER = Object.keys(FIELD_TABS) as ActivityFormField[];

/** Spec 4.2's defaults: one-time, weekly, pattern all, the first portal, score 3, 'Gratis'. */
export function emptyActivityFormValues(firstPortalId: number | null): ActivityFormValues {
  return {
    category: '',
    title: '',
    titleEn: '',
    subtitle: '',
    subtitleEn: '',
    ontmoetingsscore: String(MEETING_SCORE_DEFAULT),
    ontmoetingsscoreExplanation: '',
    ontmoetingsscoreExplanationEn: '',
    portalId: firstPortalId === null ? '' : String(firstPortalId),
    sourceUrl: '',
    activityType: 'one-time',
    startDate: '',
    startTime: '',
    endDate: '',
    endTime: '',
    recurringStartDate: '',
    recurringEndDate: '',
    recurringDays: [],
    recurringFrequency: 'weekly',
    recurringPattern: 'all',
    recurringDates: [],
    recurringStartTime: '',
    recurringEndTime: '',
    priceChoice: DEFAULT_PRICE,
    customPrice: '',
    existingPrice: '',
    priceEn: '',
    description: '',
    descriptionEn: '',
    tags: '',
    keywords: '',
    keywordsEn: '',
    // The spec's default website is the placeholder '{host}', which means "no website" (input.ts turns it
    // into null). An empty field says the same without showing people a code they might think to fill in.
    websiteUrl: '',
    ticketUrl: '',
    contactPerson: '',
    contactPhone: '',
    capacity: '',
    facets: [],
    meetingPoint: '',
    meetingPointEn: '',
    streetAddress: '',
    streetAddressEn: '',
    postalCode: '',
    city: '',
    cityEn: '',
    welcomerName: '',
    welcomerWhere: '',
    welcomerPhoto: { id: null, url: null, changed: false },
    image: { id: null, url: null, changed: false },
  };
}
