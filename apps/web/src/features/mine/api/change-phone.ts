import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountApi, type ChangePhoneRequest } from '@dzzs/shared';
import { USER_INDEX_KEY } from '../../../shared/api/user-index.ts';
import { callApi } from '../../../shared/http/index.ts';

export function useChangePhone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePhoneRequest) => callApi(accountApi.changePhone, body),
    onSuccess: (answer) => {
      if (answer.code === 1) void client.invalidateQueries({ queryKey: USER_INDEX_KEY });
    },
  });
}
