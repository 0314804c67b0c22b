import { describe, expect, it } from 'vitest';
import { FACETS } from './facets';
import { facetsJsonLd } from './facets-json-ld';

describe('facetsJsonLd', () => {
  it('says nothing for an activity without facets', () => {
    expect(facetsJsonLd([], 'nl')).toEqual({ event: {}, place: {} });
  });

  it('marks a free activity isAccessibleForFree, and never says false', () => {
    expect(facetsJsonLd(['free'], 'nl').event).toEqual({ isAccessibleForFree: true });
    expect(facetsJsonLd(['quiet'], 'nl').event).not.toHaveProperty('isAccessibleForFree');
  });

  it('lists the access facets as accessibilityFeature values, in the vocabulary’s order', () => {
    expect(facetsJsonLd(['wheelchair', 'hearing-loop', 'quiet', 'simple-dutch'], 'en').event).toEqual({
      accessibilityFeature: [
        'wheelchairAccessibleEntrance',
        'wheelchairAccessibleRestroom',
        'inductionLoop',
        'lowStimulus',
        'plainLanguage',
      ],
    });
    expect(facetsJsonLd(['step-free'], 'en').event.accessibilityFeature).toEqual(['stepFreeAccess']);
  });

  it('gives children a typical age range from 0', () => {
    expect(facetsJsonLd(['children'], 'nl').event).toEqual({ typicalAgeRange: '0-' });
  });

  it('gives the place its amenities as LocationFeatureSpecifications named in the page’s language', () => {
    const facets = ['wheelchair', 'step-free', 'hearing-loop', 'food-drink', 'public-transport'] as const;
    expect(facetsJsonLd(facets, 'nl').place.amenityFeature).toEqual([
      { '@type': 'LocationFeatureSpecification', name: 'Rolstoeltoegankelijk', value: true },
      { '@type': 'LocationFeatureSpecification', name: 'Zonder trappen of drempels', value: true },
      { '@type': 'LocationFeatureSpecification', name: 'Ringleiding', value: true },
      { '@type': 'LocationFeatureSpecification', name: 'Dicht bij openbaar vervoer', value: true },
    ]);
    expect(facetsJsonLd(['hearing-loop'], 'en').place.amenityFeature?.[0]?.name).toBe('Hearing loop');
  });

  it('leaves the facets schema.org has no word for out of the JSON-LD', () => {
    const { event, place } = facetsJsonLd(['food-drink', 'no-registration'], 'nl');
    expect(event).toEqual({});
    expect(place).toEqual({});
  });

  it('maps every facet without throwing, whatever the language', () => {
    for (const lang of ['nl', 'en'] as const) expect(() => facetsJsonLd(FACETS, lang)).not.toThrow();
  });
});
