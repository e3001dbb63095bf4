import { useMutation } from '@tanstack/react-query';
import type { NewUserForgetPasswordRequest } from '@dzzs/shared';
import { http } from '../../../shared/http/index.ts';

/** POST /api/NewUser/forgetPassword */
export function forgetPassword(body: NewUserForgetPasswordRequest) {
  return http.post<unknown>('/api/NewUser/forgetPassword', body, { auth: false });
}

export function useForgetPassword() {
  return useMutation({ mutationFn: forgetPassword });
}
