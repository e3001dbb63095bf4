import { accountApi } from '@dzzs/shared';
import { callApi } from '../../../shared/http/index.ts';

/** Revokes the session's tokens on the server (the token is sent so the server knows which). */
export function logout() {
  return callApi(accountApi.logout);
}
