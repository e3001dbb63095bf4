import { useMutation } from '@tanstack/react-query';
import { accountApi, type NewUserForgetPasswordRequest } from '@dzzs/shared';
import { callApi } from '../../../shared/http/index.ts';

export function useForgetPassword() {
  return useMutation({
    mutationFn: (body: NewUserForgetPasswordRequest) =>
      callApi(accountApi.forgetPassword, body, { auth: false }),
  });
}
