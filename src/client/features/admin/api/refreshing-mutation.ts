import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/** A mutation that, once it succeeds, refreshes every query under the keys it changes. */
export function useRefreshingMutation<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  changes: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(changes.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
