import { describe, expect, it } from 'vitest';
import { FACETS } from './facets';
import { facetsFromSchemaOrg, welcomesChildren } from './facets-from-schema-org';
import { facetsJsonLd } from './facets-json-ld';

describe('facetsFromSchemaOrg', () => {
  it('reads accessibilityFeature values, camelCase or words, Dutch or English', () => {
    expect(
      facetsFromSchemaOrg({
        accessibilityFeature: ['wheelchairAccessibleEntrance', 'induction loop', 'Prikkelarm', 'easyToRead'],
      }),
    ).toEqual(['wheelchair', 'hearing-loop', 'quiet', 'simple-dutch']);
    expect(facetsFromSchemaOrg({ accessibilityFeature: 'Rolstoeltoegankelijk' })).toEqual(['wheelchair']);
  });

  it('reads amenityFeature names, and leaves out one whose value is false', () => {
    expect(
      facetsFromSchemaOrg({
        amenityFeature: [
          [
            { '@type': 'LocationFeatureSpecification', name: 'Hearing loop', value: true },
            { name: 'Drempelvrij', value: 'True' },
            { name: 'Wheelchair accessible', value: false },
            { name: 'Catering', value: 'false' },
          ],
          { name: 'Dicht bij openbaar vervoer' },
        ],
      }),
    ).toEqual(['step-free', 'hearing-loop', 'public-transport']);
  });

  it('takes children from a typical age range whose low bound is under 12', () => {
    for (const range of ['0-', '4-12', '-10', '6+', '8', 3])
      expect(welcomesChildren(range), String(range)).toBe(true);
    for (const range of ['12-', '18+', '65-99', 'volwassenen', '', null, undefined])
      expect(welcomesChildren(range), String(range)).toBe(false);
    expect(facetsFromSchemaOrg({ typicalAgeRange: '0-' })).toEqual(['children']);
  });

  it('never stores free, and says nothing for words it does not know', () => {
    expect(facetsFromSchemaOrg({ accessibilityFeature: ['free', 'captions', 42, null] })).toEqual([]);
    expect(facetsFromSchemaOrg({})).toEqual([]);
  });

  it('looks at the first values only, and only the start of each', () => {
    const many = [...Array.from({ length: 60 }, () => 'captions'), 'wheelchair'];
    expect(facetsFromSchemaOrg({ accessibilityFeature: many })).toEqual([]);
    expect(facetsFromSchemaOrg({ accessibilityFeature: `${'x'.repeat(300)}wheelchair` })).toEqual([]);
  });

  it('reads back what the share page writes, but for what schema.org has no word for', () => {
    for (const lang of ['nl', 'en'] as const) {
      const { event, place } = facetsJsonLd(FACETS, lang);
      const read = facetsFromSchemaOrg({
        accessibilityFeature: event.accessibilityFeature,
        amenityFeature: [place.amenityFeature],
        typicalAgeRange: event.typicalAgeRange,
      });
      expect(read, lang).toEqual([
        'wheelchair',
        'step-free',
        'hearing-loop',
        'quiet',
        'simple-dutch',
        'children',
        'public-transport',
      ]);
    }
  });
});
