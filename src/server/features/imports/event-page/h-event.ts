import { mf2 } from 'microformats-parser';
import { type FoundEvent, htmlToText, splitAddressLine, withoutBlanks } from './found-event';

// Microformats2 h-event (class="h-event" with p-name, dt-start, p-location …), which blogs and small
// sites use instead of JSON-LD. microformats-parser resolves relative URLs against the page.

type Root = { type?: string[]; properties: Record<string, Property[]>; children?: Root[]; value?: Property };
type Property = Root | { value?: string; alt?: string } | { html: string; value: string } | string;

export function readHEvent(html: string, pageUrl: string): FoundEvent {
  let items: Root[];
  try {
    items = mf2(html, { baseUrl: pageUrl }).items as Root[];
  } catch {
    return {};
  }
  const event = findEvent(items, 0);
  if (!event) return {};
  const props = event.properties;
  const content = props.content?.[0];
  const description =
    content && typeof content === 'object' && 'html' in content
      ? htmlToText(content.html)
      : stringOf(props.description?.[0] ?? content);
  return withoutBlanks({
    title: stringOf(props.name?.[0]),
    subtitle: stringOf(props.summary?.[0]),
    description,
    start: stringOf(props.start?.[0]),
    end: stringOf(props.end?.[0]),
    ...locationFields(props.location?.[0]),
    websiteUrl: stringOf(props.url?.[0]),
    imageUrl: stringOf(props.photo?.[0] ?? props.featured?.[0]),
  });
}

function findEvent(items: Root[], depth: number): Root | undefined {
  if (depth > 5) return undefined;
  for (const item of items) {
    if (item.type?.includes('h-event')) return item;
    const nested = findEvent([...(item.children ?? []), ...nestedRoots(item)], depth + 1);
    if (nested) return nested;
  }
  return undefined;
}

function nestedRoots(item: Root): Root[] {
  return Object.values(item.properties)
    .flat()
    .filter((value): value is Root => typeof value === 'object' && value !== null && 'properties' in value);
}

/** p-location: a plain text, or an h-card / h-adr / h-geo with its own properties. */
function locationFields(location: Property | undefined): FoundEvent {
  if (location === undefined) return {};
  if (typeof location === 'string') return splitAddressLine(location, 'meetingPoint');
  if (!('properties' in location)) return { meetingPoint: stringOf(location) };
  const props = location.properties;
  const adr = props.adr?.[0];
  const address = adr && typeof adr === 'object' && 'properties' in adr ? adr.properties : props;
  const street = stringOf(address['street-address']?.[0]);
  const postalCode = stringOf(address['postal-code']?.[0]);
  const city = stringOf(address.locality?.[0]);
  const name = stringOf(props.name?.[0]);
  if (
    !street &&
    !postalCode &&
    !city &&
    name &&
    props.name?.length === 1 &&
    !location.type?.includes('h-card')
  ) {
    return splitAddressLine(name, 'meetingPoint');
  }
  return { meetingPoint: name, streetAddress: street, postalCode, city };
}

/** A property's text: a string, an image's or a nested root's value, an e-* property's text. */
function stringOf(value: Property | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if ('html' in value) return value.value;
  if ('properties' in value) return typeof value.value === 'string' ? value.value : stringOf(value.value);
  return value.value;
}
