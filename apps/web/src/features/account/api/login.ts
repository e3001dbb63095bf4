import { useMutation } from '@tanstack/react-query';
import { accountApi, type NewUserLoginRequest } from '@dzzs/shared';
import { callApi } from '../../../shared/http/index.ts';

export function useLogin() {
  return useMutation({
    mutationFn: (body: NewUserLoginRequest) => callApi(accountApi.login, body, { auth: false }),
  });
}

/** A new picture code under an id the server chose (single use). */
export function fetchCaptcha() {
  return callApi(accountApi.captcha, {}, { auth: false });
}
