import { http } from '../../../shared/http/index.ts';

/** GET /api/user/logout — revokes the tokens server-side. */
export function logout() {
  return http.get<unknown>('/api/user/logout');
}
