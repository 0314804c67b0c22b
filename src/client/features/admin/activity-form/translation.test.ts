import { describe, expect, it } from 'vitest';
import { filled } from './test-fixtures';
import { translationRequest, translationToForm } from './translation';

describe('translation', () => {
  it('asks to translate only the Dutch fields with text, and writes the answer into the En fields', () => {
    expect(translationRequest(filled({ subtitle: '  ', keywords: 'wandelen' }))).toEqual({
      title: 'Wandelclub',
      meetingPoint: 'Bij de ingang',
      streetAddress: 'Dorpsstraat 1',
      city: 'Utrecht',
      keywords: 'wandelen',
    });
    expect(translationToForm({ title: 'Walking club', city: 'Utrecht', other: 'x', keywords: '' })).toEqual({
      titleEn: 'Walking club',
      cityEn: 'Utrecht',
    });
  });
});
