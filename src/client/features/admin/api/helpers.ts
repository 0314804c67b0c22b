import { useMutation, useQuery } from '@tanstack/react-query';
import { type ApiAnswer, type ApiBody, api, dataOf } from '../../../lib/api';

// The services beside the activity dialog: which outside helpers this server has, reading an activity
// from a web page, translating to English, and the generated picture (uploads go through
// lib/upload-image.ts, which the date's welcomer on the detail page uses too).

const helperKeys = { all: ['admin-helpers'] as const };

/** Which outside services this server has (translation, picture generation). */
export type AdminHelpers = ApiAnswer<'/api/admin/helpers', 'get'>;

/** GET /api/admin/helpers: which outside services this server has, so unavailable buttons say why. */
export function useAdminHelpers() {
  return useQuery({
    queryKey: helperKeys.all,
    queryFn: ({ signal }) => dataOf(api.GET('/api/admin/helpers', { signal })),
  });
}

export function useImportFromUrl() {
  return useMutation({
    mutationFn: (url: string) => dataOf(api.POST('/api/activities/import-from-url', { body: { url } })),
  });
}

export function useTranslateToEnglish() {
  return useMutation({
    mutationFn: (fields: ApiBody<'/api/translate-to-english', 'post'>) =>
      dataOf(api.POST('/api/translate-to-english', { body: fields })),
  });
}

export function useGenerateCover() {
  return useMutation({
    mutationFn: (input: ApiBody<'/api/generate-activity-image', 'post'>) =>
      dataOf(api.POST('/api/generate-activity-image', { body: input })),
  });
}
