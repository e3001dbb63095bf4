import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { USER_INDEX_KEY } from './user-index.ts';

/**
 * A change that moves what the mine page shows too (a balance, a badge): once it settles, the feature's queries under
 * `key` and the mine page's answer are read again. Awaited, so a switch shows its new position as its call ends
 * rather than flicking back first.
 */
export function useRefreshingMutation<I, T>(key: QueryKey, call: (input: I) => Promise<T>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: key }),
        client.invalidateQueries({ queryKey: USER_INDEX_KEY }),
      ]),
  });
}
