import type { CheerioAPI } from 'cheerio';
import { facetsFromSchemaOrg } from '../../../../domain/activities/facets-from-schema-org';
import { NestedTooDeep, parseJsonWithin } from '../../../outside-content/limits';
import { type FoundEvent, htmlToText, splitAddressLine, withoutBlanks } from './found-event';
import { importedPrice, isTruthy } from './price';

// schema.org Event in JSON-LD, the richest source a page can have: the event itself, or one node of an
// @graph, of type Event or any of its subtypes (MusicEvent, TheaterEvent, ["Event", "SocialEvent"]).

type JsonObject = Record<string, unknown>;

/** Subtypes of schema.org Event that do not end in 'Event'. */
const OTHER_EVENT_TYPES = new Set(['Festival', 'Hackathon', 'CourseInstance']);

export function readJsonLdEvent($: CheerioAPI): FoundEvent {
  return readJsonLdEvents($)[0]?.found ?? {};
}

/**
 * Every Event on the page (a calendar source's page lists many): at the top, in an array, in an @graph
 * or in an ItemList (its itemListElement, or each ListItem's item), in the page's order, each once.
 * `id` is the event's own @id or url, when it has one.
 */
export function readJsonLdEvents($: CheerioAPI): { id?: string; found: FoundEvent }[] {
  const nodes: JsonObject[] = [];
  $('script[type="application/ld+json" i]').each((_, script) => {
    const parsed = parseJson($(script).text());
    if (parsed !== undefined) collectNodes(parsed, nodes, 0);
  });
  const byId = new Map<string, JsonObject>();
  for (const node of nodes) if (typeof node['@id'] === 'string') byId.set(node['@id'], node);
  const events = [...new Set(nodes.filter(isEvent))];
  return events.map((event) => {
    const id = plain(event['@id']) ?? plain(event.url);
    return { ...(id ? { id } : {}), found: eventFields(event, (value) => dereference(value, byId)) };
  });
}

/**
 * JSON.parse, forgiving what CMSs wrap around it (an HTML comment, CDATA); undefined when broken. A block
 * nested too deep refuses the whole page (NestedTooDeep), as a page of too deep HTML does.
 */
function parseJson(text: string): unknown {
  const trimmed = text
    .trim()
    .replace(/^<!--|-->$/g, '')
    .replace(/^\/\/\s*<!\[CDATA\[|\/\/\s*\]\]>$/g, '')
    .trim();
  try {
    return parseJsonWithin(trimmed);
  } catch (error) {
    if (error instanceof NestedTooDeep) throw error;
    return undefined;
  }
}

/**
 * Every object at the top, in arrays, in @graph and in an ItemList's elements (a ListItem's item);
 * other nested values are reached through the event.
 */
function collectNodes(value: unknown, into: JsonObject[], depth: number): void {
  if (depth > 6) return;
  if (Array.isArray(value)) {
    for (const item of value) collectNodes(item, into, depth + 1);
  } else if (isObject(value)) {
    into.push(value);
    if (value['@graph'] !== undefined) collectNodes(value['@graph'], into, depth + 1);
    if (value.itemListElement !== undefined) collectNodes(value.itemListElement, into, depth + 1);
    if (isObject(value.item)) collectNodes(value.item, into, depth + 1);
  }
}

function isEvent(node: JsonObject): boolean {
  const types = ([] as unknown[]).concat(node['@type'] ?? []);
  return types.some((type) => {
    if (typeof type !== 'string') return false;
    const name = type.replace(/^(https?:\/\/schema\.org\/|schema:)/, '');
    return name.endsWith('Event') || OTHER_EVENT_TYPES.has(name);
  });
}

function eventFields(event: JsonObject, resolve: (value: unknown) => unknown): FoundEvent {
  const place = first(resolve(event.location), (value) => isObject(value) || typeof value === 'string');
  const offer = first(resolve(event.offers), isObject) as JsonObject | undefined;
  const free = isTruthy(event.isAccessibleForFree) || (offer ? isTruthy(offer.isAccessibleForFree) : false);
  return withoutBlanks({
    title: text(event.name),
    description: typeof event.description === 'string' ? htmlToText(event.description) : undefined,
    start: plain(event.startDate),
    end: plain(event.endDate),
    ...placeFields(place, resolve),
    price: importedPrice(offer ? (offer.price ?? offer.lowPrice) : undefined, offer?.priceCurrency, free),
    websiteUrl: plain(event.url),
    ticketUrl: offer ? plain(offer.url) : undefined,
    imageUrl: imageUrlOf(resolve(event.image), resolve),
    facets: facetsFromSchemaOrg({
      accessibilityFeature: event.accessibilityFeature,
      amenityFeature: [
        resolve(event.amenityFeature),
        ...(isObject(place) ? [resolve(place.amenityFeature)] : []),
      ],
      typicalAgeRange: event.typicalAgeRange,
    }),
  });
}

function placeFields(place: unknown, resolve: (value: unknown) => unknown): FoundEvent {
  if (typeof place === 'string') return splitAddressLine(text(place) ?? '', 'meetingPoint');
  if (!isObject(place)) return {};
  const address = resolve(place.address);
  const fromAddress: FoundEvent = isObject(address)
    ? {
        streetAddress: text(address.streetAddress),
        postalCode: text(address.postalCode),
        city: text(address.addressLocality),
      }
    : typeof address === 'string'
      ? splitAddressLine(text(address) ?? '', 'streetAddress')
      : {};
  // The place's own name beats a name found in front of the street in a one-line address.
  return { ...fromAddress, meetingPoint: text(place.name) ?? fromAddress.meetingPoint };
}

/** image: a URL, a list of them, an ImageObject ({ url } or { contentUrl }), or a list of those. */
function imageUrlOf(image: unknown, resolve: (value: unknown) => unknown): string | undefined {
  const value = first(image, (item) => typeof item === 'string' || isObject(item));
  if (typeof value === 'string') return value;
  if (!isObject(value)) return undefined;
  const url = resolve(value.url ?? value.contentUrl);
  return typeof url === 'string' ? url : imageUrlOf(url, resolve);
}

/** A node that is only a reference ({ "@id": … }) replaced by the node it names, when the page has it. */
function dereference(value: unknown, byId: Map<string, JsonObject>): unknown {
  if (Array.isArray(value)) return value.map((item) => dereference(item, byId));
  if (isObject(value) && typeof value['@id'] === 'string' && Object.keys(value).length === 1) {
    return byId.get(value['@id']) ?? value;
  }
  return value;
}

function first(value: unknown, accept: (item: unknown) => boolean): unknown {
  const items = Array.isArray(value) ? value : [value];
  return items.find(accept);
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A string value as it is (URLs, dates). */
function plain(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  return undefined;
}

/** A human text: CMSs often put entities or tags in JSON-LD names, so it goes through the HTML reader. */
function text(value: unknown): string | undefined {
  const written = plain(value);
  return written === undefined ? undefined : htmlToText(written);
}
