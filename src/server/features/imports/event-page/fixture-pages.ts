import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The place, price and links of event-json-ld.html: the JSON-LD reader and the form take them as written. */
export const JSON_LD_PAGE_PLACE = {
  meetingPoint: 'Buurthuis De Boog',
  streetAddress: 'Dorpsstraat 12',
  city: 'Utrecht',
  postalCode: '3511 AB',
  price: '€12.50',
  websiteUrl: 'https://www.example.nl/agenda/koorconcert',
  ticketUrl: 'https://tickets.example.nl/koorconcert',
};

/** A page of tests/fixtures/import (unit tests read the same pages the API tests serve). */
export function fixturePage(name: string): string {
  return readFileSync(
    path.resolve(import.meta.dirname, '../../../../../tests/fixtures/import', name),
    'utf8',
  );
}
