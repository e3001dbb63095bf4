import { useMutation } from '@tanstack/react-query';
import type { NewUserLoginRequest, NewUserLoginResponse } from '@dzzs/shared';
import { http } from '../../../shared/http/index.ts';

/** Data of a refused login that now wants the image captcha. */
export interface LoginNeedsCaptcha {
  needCaptcha: true;
}

/** POST /api/NewUser/login */
export function login(body: NewUserLoginRequest) {
  return http.post<NewUserLoginResponse | LoginNeedsCaptcha | null>('/api/NewUser/login', body, {
    auth: false,
  });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
