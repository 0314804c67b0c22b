import { facetsJsonLd } from '../../../domain/activities/facets-json-ld';
import type { ActivityDetail } from '../../../domain/activities/response';
import { TIME_ZONE } from '../../../domain/constants';
import type { Language } from '../../../domain/language';
import { SHORT_DESCRIPTION_LENGTH, shortenText } from '../../../domain/shorten-text';
import { escapeHtml } from '../../http/escape-html';
import { htmlDocument } from '../../http/html-document';
import { scriptSafeJson } from '../../http/script-safe-json';
import { linkPreviewTags, metaTag } from './link-preview';

// The share page of spec 2.6: what link previews (Facebook, X, LinkedIn, chat apps) and search engines
// read, since they do not run the client. People are sent on to the real page at once.

const TEXT = {
  nl: {
    redirect: 'Je wordt doorgestuurd naar de activiteit.',
    open: 'Open de activiteit',
    home: (site: string) => `Naar ${site}`,
  },
  en: {
    redirect: 'You are being taken to the activity.',
    open: 'Open the activity',
    home: (site: string) => `Go to ${site}`,
  },
} as const;

/** The operator's site as a page names it (issue #47): its name, and its logo for JSON-LD. */
export interface SiteNamed {
  name: string;
  logoUrl: string | null;
}

/** The site as a schema.org Organization: the organiser of what no portal organises. */
function siteOrganization(site: SiteNamed, baseUrl: string): Record<string, unknown> {
  return {
    '@type': 'Organization',
    name: site.name,
    url: baseUrl,
    logo: site.logoUrl ? `${baseUrl}${site.logoUrl}` : undefined,
  };
}

/** '+01:00' or '+02:00': Amsterdam's offset on that day, so the event time is unambiguous. */
function amsterdamOffset(date: string, time: string): string {
  const instant = new Date(`${date}T${time}:00Z`);
  const part = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-]\d{2}:\d{2})/.exec(part ?? '');
  return match ? match[1]! : '+00:00';
}

function dateTime(date: string | null, time: string | null): string | undefined {
  if (!date) return undefined;
  return time ? `${date}T${time}:00${amsterdamOffset(date, time)}` : date;
}

/** '€12.50' → 12.5, 'Gratis' → 0; undefined when the price is no amount ('Op aanvraag'). */
function priceAmount(activity: ActivityDetail): number | undefined {
  if (activity.isFree) return 0;
  const match = /(\d+(?:[.,]\d{1,2})?)/.exec(activity.price);
  return match ? Number(match[1]!.replace(',', '.')) : undefined;
}

export interface MetaPageInput {
  activity: ActivityDetail;
  /** The public origin without a trailing slash, e.g. https://meedoen.example.nl */
  baseUrl: string;
  lang: Language;
  site: SiteNamed;
}

/** The schema.org Event for the next time it takes place. */
export function eventJsonLd({ activity, baseUrl, lang, site }: MetaPageInput): Record<string, unknown> {
  const recurring = activity.activityType === 'recurring';
  const next = activity.nextDates[0] ?? activity.nextDate ?? activity.startDate;
  const startTime = recurring ? activity.recurringStartTime : activity.startTime;
  const endTime = recurring ? activity.recurringEndTime : activity.endTime;
  const endDate = recurring ? next : (activity.endDate ?? next);
  const url = `${baseUrl}/activities/${activity.id}`;
  const amount = priceAmount(activity);
  // Who can come (issue #45): isAccessibleForFree, accessibilityFeature, typicalAgeRange, and the
  // place's amenities.
  const facets = facetsJsonLd(activity.facets, lang);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: activity.title,
    description: activity.description ?? activity.subtitle ?? undefined,
    url,
    image: activity.imageUrl ? [`${baseUrl}${activity.imageUrl}`] : undefined,
    startDate: dateTime(next, startTime),
    endDate: endTime || endDate !== next ? dateTime(endDate, endTime) : undefined,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: activity.meetingPoint,
      address: {
        '@type': 'PostalAddress',
        streetAddress: activity.streetAddress,
        addressLocality: activity.city,
        postalCode: activity.postalCode,
        addressCountry: 'NL',
      },
      ...facets.place,
    },
    offers: {
      '@type': 'Offer',
      url: activity.ticketUrl ?? url,
      ...(amount === undefined ? { description: activity.price } : { price: amount.toFixed(2) }),
      priceCurrency: 'EUR',
      availability: activity.placesLeft === 0 ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
    },
    organizer: activity.portalName
      ? { '@type': 'Organization', name: activity.portalName }
      : siteOrganization(site, baseUrl),
    // The page about it is the operator's: an Event has no publisher of its own, its page does.
    mainEntityOfPage: { '@type': 'WebPage', '@id': url, publisher: siteOrganization(site, baseUrl) },
    // The places of the next date; an activity without a limit says nothing of them.
    maximumAttendeeCapacity: activity.capacity ?? undefined,
    remainingAttendeeCapacity: activity.placesLeft ?? undefined,
    keywords: activity.tags.length > 0 ? activity.tags.join(', ') : undefined,
    ...facets.event,
  };
}

export function renderMetaPage(input: MetaPageInput): string {
  const { activity, baseUrl, lang, site } = input;
  const text = TEXT[lang];
  const pageUrl = `${baseUrl}/activities/${activity.id}`;
  const metaUrl = `${baseUrl}/meta/${activity.id}`;
  // A title is never empty, so neither is the description.
  const description =
    shortenText(
      activity.description || activity.subtitle || activity.recurrenceText || activity.title,
      SHORT_DESCRIPTION_LENGTH,
    ) ?? activity.title;
  const image = activity.imageUrl ? `${baseUrl}${activity.imageUrl}` : null;
  const title = `${activity.title} | ${site.name}`;
  const e = escapeHtml;
  const tags = [
    metaTag('name', 'description', description),
    // Previews are built from this page, so og:url names it; people and search engines get the
    // canonical activity page below.
    ...linkPreviewTags({
      title: activity.title,
      description,
      url: metaUrl,
      image,
      lang,
      siteName: site.name,
    }),
    metaTag('name', 'twitter:title', activity.title),
    metaTag('name', 'twitter:description', description),
    ...(image ? [metaTag('name', 'twitter:image', image)] : []),
  ];

  return htmlDocument({
    lang,
    title,
    head: [
      `<link rel="canonical" href="${e(pageUrl)}">`,
      ...tags,
      `<meta http-equiv="refresh" content="0; url=${e(pageUrl)}">`,
      `<script type="application/ld+json">${scriptSafeJson(eventJsonLd(input))}</script>`,
    ],
    main: `<h1>${e(activity.title)}</h1>
<p>${e(description)}</p>
<p>${e(text.redirect)} <a href="${e(pageUrl)}">${e(text.open)}</a></p>`,
  });
}

/** The page for an unknown or malformed id: a plain message and a way on. */
export function renderMetaErrorPage(
  message: string,
  baseUrl: string,
  lang: Language,
  site: SiteNamed,
): string {
  const e = escapeHtml;
  return htmlDocument({
    lang,
    title: `${message} | ${site.name}`,
    noindex: true,
    main: `<h1>${e(message)}</h1>
<p><a href="${e(`${baseUrl}/activities`)}">${e(TEXT[lang].home(site.name))}</a></p>`,
  });
}
