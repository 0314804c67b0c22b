import type { Language } from '../language';
import { FACET_TEXTS, type Facet } from './facets';

// An activity's facets in schema.org terms, for the Event JSON-LD of its share page (issue #45).
//
// - isAccessibleForFree (Event): true where it is free; nothing otherwise, since a price that is no
//   amount ('Op aanvraag') does not say it costs money.
// - accessibilityFeature: schema.org gives it to CreativeWork, and its approved vocabulary (W3C,
//   "Accessibility Properties for Discoverability") names features of content only (captions,
//   alternativeText), none of a building. The values here follow its camelCase form; the wheelchair
//   ones are the names Google's place data uses for a wheelchair-accessible entrance and toilet,
//   which is what the facet promises.
// - amenityFeature (the Place): LocationFeatureSpecification { name, value: true }, schema.org's
//   documented form, for what the place itself has; the name is the facet's label in the page's language.
// - typicalAgeRange: '0-' (any age, small children too) where children are welcome.

/** The accessibilityFeature values of each facet that says something about access. */
export const ACCESSIBILITY_FEATURES: Partial<Record<Facet, readonly string[]>> = {
  wheelchair: ['wheelchairAccessibleEntrance', 'wheelchairAccessibleRestroom'],
  'step-free': ['stepFreeAccess'],
  'hearing-loop': ['inductionLoop'],
  quiet: ['lowStimulus'],
  'simple-dutch': ['plainLanguage'],
};

/** The facets that are the place's amenities rather than the activity's. */
export const AMENITY_FACETS: readonly Facet[] = [
  'wheelchair',
  'step-free',
  'hearing-loop',
  'public-transport',
];

/** The typical age range of an activity where children are welcome: any age. */
export const CHILDREN_AGE_RANGE = '0-';

export interface LocationFeature {
  '@type': 'LocationFeatureSpecification';
  name: string;
  value: true;
}

export interface FacetsJsonLd {
  /** Properties of the Event; only those that say something. */
  event: {
    isAccessibleForFree?: true;
    accessibilityFeature?: string[];
    typicalAgeRange?: string;
  };
  /** Properties of the Event's location (a Place). */
  place: { amenityFeature?: LocationFeature[] };
}

/** The schema.org properties these facets give an Event and its Place, in `lang` where they are text. */
export function facetsJsonLd(facets: readonly Facet[], lang: Language): FacetsJsonLd {
  const has = new Set(facets);
  const features = facets.flatMap((facet) => ACCESSIBILITY_FEATURES[facet] ?? []);
  const amenities = AMENITY_FACETS.filter((facet) => has.has(facet)).map(
    (facet): LocationFeature => ({
      '@type': 'LocationFeatureSpecification',
      name: FACET_TEXTS[facet].label[lang],
      value: true,
    }),
  );
  return {
    event: {
      ...(has.has('free') ? { isAccessibleForFree: true as const } : {}),
      ...(features.length > 0 ? { accessibilityFeature: features } : {}),
      ...(has.has('children') ? { typicalAgeRange: CHILDREN_AGE_RANGE } : {}),
    },
    place: amenities.length > 0 ? { amenityFeature: amenities } : {},
  };
}
