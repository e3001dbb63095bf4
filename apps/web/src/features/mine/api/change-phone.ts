import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePhoneRequest } from '@dzzs/shared';
import { USER_INDEX_KEY } from '../../../shared/api/user-index.ts';
import { http } from '../../../shared/http/index.ts';

/** POST /api/bettingend.mine.Information/changePhone */
export function changePhone(body: ChangePhoneRequest) {
  return http.post<unknown>('/api/bettingend.mine.Information/changePhone', body);
}

export function useChangePhone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changePhone,
    onSuccess: (answer) => {
      if (answer.code === 1) void client.invalidateQueries({ queryKey: USER_INDEX_KEY });
    },
  });
}
