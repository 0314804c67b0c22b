import { queryOptions } from '@tanstack/react-query';
import { api, dataOf } from '../../lib/api';
import { langParams } from './api';
import { type EmbedSettings, selectionParams } from './embed-code';

// What the embed builder asks the server: the JSON that other sites read, for its example.

const embedKeys = {
  all: ['embed-json-example'] as const,
  example: (query: Record<string, string>) => [...embedKeys.all, query] as const,
};

/** The first activity of the selection as the JSON answers it: a real example, not a made-up one. */
export function embedJsonExampleQuery(settings: EmbedSettings) {
  // The parameters of the JSON address the builder shows (embed-widget-code.ts, jsonUrl), with a limit of 1.
  const query = {
    ...Object.fromEntries(selectionParams(settings.filters)),
    limit: '1',
    ...langParams(settings.lang),
  };
  return queryOptions({
    queryKey: embedKeys.example(query),
    queryFn: ({ signal }) => dataOf(api.GET('/api/embed/activities', { params: { query }, signal })),
  });
}
