import { type Facet, orderFacets } from './facets';

// The facets another site's schema.org Event says (issue #45), for the page import and the calendar
// sources' proposals: the reverse of facets-json-ld.ts, forgiving the many ways pages write it.
//
// - accessibilityFeature (text values) and amenityFeature (LocationFeatureSpecification names, on the
//   Event or its Place; one whose value is false says the place lacks it) are matched by their words,
//   Dutch or English, camelCase or not: 'wheelchairAccessible', 'Rolstoeltoegankelijk', 'induction loop'.
// - typicalAgeRange with a low bound under 12 ('0-', '4-12', '-10', '6+'): children are welcome.
// - isAccessibleForFree is the price's business (the importer writes 'Gratis'); 'free' is never stored.

/** Only the first values are looked at, and only the start of each: a page may write anything there. */
const MAX_VALUES = 50;
const MAX_VALUE_LENGTH = 200;
/** The youngest age that is no longer a child's, for typicalAgeRange's low bound. */
const CHILD_AGE_LIMIT = 12;

/** Each stored facet and the words that say it, matched against a value with its word breaks removed. */
const FACET_WORDS: [Facet, RegExp][] = [
  ['wheelchair', /wheelchair|rolstoel|rollstuhl|fauteuilroulant/],
  [
    'step-free',
    /stepfree|stepless|nosteps|levelaccess|drempelvrij|zondertrap|zonderdrempel|gelijkvloers|barrierfree|barrierevrij/,
  ],
  ['hearing-loop', /hearingloop|inductionloop|audioinduction|tcoil|ringleiding|hoorlus|solenoide/],
  ['quiet', /quiet|lowstimul|sensoryfriendly|prikkelarm|rustig|relaxed/],
  [
    'simple-dutch',
    /plainlanguage|easytoread|easylanguage|simpledutch|eenvoudignederlands|eenvoudigetaal|makkelijknederlands|taalniveaub1/,
  ],
  ['food-drink', /catering|refreshment|food|drinks|etenendrinken|etenofdrinken|hapjes|drankjes|koffieenthee/],
  ['public-transport', /publictransport|openbaarvervoer|busstop|trainstation|tramstop|metrostop|bushalte/],
];

/** 'Wheelchair-Accessible Entrance' → 'wheelchairaccessibleentrance'. */
const squeezed = (value: string) =>
  value
    .slice(0, MAX_VALUE_LENGTH)
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]/g, '');

/** The facets the words of these values name. */
function facetsInWords(values: readonly string[]): Facet[] {
  return values.flatMap((value) => {
    const word = squeezed(value);
    return FACET_WORDS.filter(([, pattern]) => pattern.test(word)).map(([facet]) => facet);
  });
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]).slice(0, MAX_VALUES);

/** accessibilityFeature: text, or a list of texts. */
function featureTexts(value: unknown): string[] {
  return asList(value).filter((item): item is string => typeof item === 'string');
}

/** amenityFeature: objects with a name (or a bare text); one whose value is false is left out. */
function amenityNames(value: unknown): string[] {
  return asList(value).flatMap((item) => {
    if (typeof item === 'string') return [item];
    if (typeof item !== 'object' || item === null) return [];
    const { name, value: holds } = item as { name?: unknown; value?: unknown };
    const denied = holds === false || (typeof holds === 'string' && /^(false|no|nee|0)$/i.test(holds.trim()));
    return typeof name === 'string' && !denied ? [name] : [];
  });
}

/** True where typicalAgeRange's low bound ('4-12', '-10', '6+', '0') is under CHILD_AGE_LIMIT. */
export function welcomesChildren(ageRange: unknown): boolean {
  if (typeof ageRange !== 'string' && typeof ageRange !== 'number') return false;
  const written = String(ageRange).trim().slice(0, 20);
  if (/^-\s*\d/.test(written)) return true;
  const low = /^(\d{1,3})\s*(?:[-+–]|$)/.exec(written);
  return low !== null && Number(low[1]) < CHILD_AGE_LIMIT;
}

export interface SchemaOrgFacetValues {
  accessibilityFeature?: unknown;
  /** amenityFeature of the Event and of its Place: both are looked at. */
  amenityFeature?: unknown[];
  typicalAgeRange?: unknown;
}

/** The stored facets (never 'free') these schema.org values say, in the vocabulary's order. */
export function facetsFromSchemaOrg(values: SchemaOrgFacetValues): Facet[] {
  const words = [
    ...featureTexts(values.accessibilityFeature),
    ...(values.amenityFeature ?? []).flatMap(amenityNames),
  ];
  const facets = facetsInWords(words);
  if (welcomesChildren(values.typicalAgeRange)) facets.push('children');
  return orderFacets(facets);
}
