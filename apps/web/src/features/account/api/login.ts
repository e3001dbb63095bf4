import { useMutation } from '@tanstack/react-query';
import type { LoginNeedsCaptcha, NewUserLoginRequest, NewUserLoginResponse } from '@dzzs/shared';
import { http } from '../../../shared/http/index.ts';

/** POST /api/NewUser/login */
export function login(body: NewUserLoginRequest) {
  return http.post<NewUserLoginResponse | LoginNeedsCaptcha | null>('/api/NewUser/login', body, {
    auth: false,
  });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
