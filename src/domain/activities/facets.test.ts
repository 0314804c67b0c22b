import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FACET_TEXTS,
  FACETS,
  facetMask,
  facetsOf,
  facetsOfMask,
  orderFacets,
  parseFacetParam,
} from './facets';

describe('the facets', () => {
  it('has a Dutch and an English label and explanation for every facet', () => {
    for (const facet of FACETS) {
      const { label, explanation } = FACET_TEXTS[facet];
      expect([label.nl, label.en, explanation.nl, explanation.en].every((text) => text.length > 0)).toBe(
        true,
      );
    }
  });

  it('keeps the vocabulary order and drops duplicates and unknown words', () => {
    expect(orderFacets(['quiet', 'wheelchair', 'quiet', 'disco'])).toEqual(['wheelchair', 'quiet']);
  });

  it('says free exactly when the price is free, whatever was stored', () => {
    expect(facetsOf(['quiet'], true)).toEqual(['quiet', 'free']);
    expect(facetsOf(['free', 'quiet'], false)).toEqual(['quiet']);
    expect(facetsOf(null, null)).toEqual([]);
  });

  it('reads a query parameter forgivingly and names the first word that is no facet', () => {
    expect(parseFacetParam('Wheelchair, quiet')).toEqual({ facets: ['wheelchair', 'quiet'] });
    expect(parseFacetParam(['quiet', 'children,quiet'])).toEqual({ facets: ['quiet', 'children'] });
    expect(parseFacetParam(undefined)).toEqual({ facets: [] });
    expect(parseFacetParam(',,')).toEqual({ facets: [] });
    expect(parseFacetParam('quiet,rolstoel')).toEqual({ unknown: 'rolstoel' });
  });

  it('turns any set of facets into a mask and back', () => {
    fc.assert(
      fc.property(fc.subarray([...FACETS]), (facets) => {
        expect(facetsOfMask(facetMask(facets))).toEqual(orderFacets(facets));
      }),
    );
    expect(facetMask(FACETS)).toBeLessThan(2 ** 16);
  });
});
