import { useMutation } from '@tanstack/react-query';
import { accountApi, type NewUserRegisterRequest } from '@dzzs/shared';
import { callApi } from '../../../shared/http/index.ts';

/** Registers a shop; the answer is a session, as a login's is. */
export function useRegister() {
  return useMutation({
    mutationFn: (body: NewUserRegisterRequest) => callApi(accountApi.register, body, { auth: false }),
  });
}
