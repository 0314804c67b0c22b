import { useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../lib/api';
import { partnerKeys } from '../../lib/query-keys';

/** GET /api/partners: the partners the operator shows (issue #47). */
export function useShownPartners() {
  return useQuery({
    queryKey: partnerKeys.shown(),
    queryFn: ({ signal }) => dataOf(api.GET('/api/partners', { signal })),
    staleTime: 60_000,
  });
}
