import { useMutation } from '@tanstack/react-query';
import type { NewUserLoginResponse, NewUserRegisterRequest } from '@dzzs/shared';
import { http } from '../../../shared/http/index.ts';

/** POST /api/NewUser/register — may answer with a session (same shape as login) or just success. */
export function register(body: NewUserRegisterRequest) {
  return http.post<Partial<NewUserLoginResponse> | null>('/api/NewUser/register', body, { auth: false });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
