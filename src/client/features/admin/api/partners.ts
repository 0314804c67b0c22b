import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PartnerInput } from '../../../../domain/site/partners';
import { api, dataOf } from '../../../lib/api';
import { imageFormData } from '../../../lib/image-form-data';
import { partnerKeys } from '../../../lib/query-keys';

// Admin → Partners (issue #47): every partner, shown or hidden. A change refreshes the public strip too.

export function useAdminPartners() {
  return useQuery({
    queryKey: partnerKeys.admin(),
    queryFn: ({ signal }) => dataOf(api.GET('/api/partners', { params: { query: { all: 'true' } }, signal })),
  });
}

const path = (id: number) => ({ params: { path: { id: String(id) } } });

/** Every mutation of a partner refreshes both partner lists. */
function usePartnerChange<Input, Output>(request: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.all }),
  });
}

export function useSavePartner() {
  return usePartnerChange(({ id, input }: { id: number | null; input: PartnerInput }) =>
    id === null
      ? dataOf(api.POST('/api/partners', { body: input }))
      : dataOf(api.PUT('/api/partners/{id}', { ...path(id), body: input })),
  );
}

export function useDeletePartner() {
  return usePartnerChange((id: number) => dataOf(api.DELETE('/api/partners/{id}', path(id))));
}

/** Uploads the logo (a file) or removes it (null). */
export function useChangePartnerLogo() {
  return usePartnerChange(({ id, file }: { id: number; file: File | null }) =>
    file === null
      ? dataOf(api.DELETE('/api/partners/{id}/logo', path(id)))
      : dataOf(api.POST('/api/partners/{id}/logo', { ...path(id), body: imageFormData(file) })),
  );
}
