import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pushLinkApi } from '@dzzs/shared';
import { USER_INDEX_KEY } from '../../../shared/api/user-index.ts';
import { callApi } from '../../../shared/http/index.ts';

/** Binds (or with '' unbinds) the shop's push link; NewUser/index then shows the new address. */
export function useBindPushLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => callApi(pushLinkApi.bind, { key }),
    onSuccess: (answer) => {
      if (answer.code === 1) void client.invalidateQueries({ queryKey: USER_INDEX_KEY });
    },
  });
}
