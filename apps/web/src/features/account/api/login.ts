import { useMutation } from '@tanstack/react-query';
import type {
  CommonCaptchaResponse,
  LoginNeedsCaptcha,
  NewUserLoginRequest,
  NewUserLoginResponse,
} from '@dzzs/shared';
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

/** GET /api/common/captcha — a new picture code under an id the server chose (single use). */
export function fetchCaptcha() {
  return http.get<CommonCaptchaResponse>('/api/common/captcha', undefined, { auth: false });
}
