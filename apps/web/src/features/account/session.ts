import type { NewUserLoginResponse } from '@dzzs/shared';
import { queryClient } from '../../shared/query-client.ts';
import { saveTokens, saveUser } from '../../shared/store/app-store.ts';

/** Keeps the tokens and account of a fresh login or sign-up; anything cached belonged to the previous account. */
export function beginSession(session: NewUserLoginResponse): void {
  saveTokens(session.userinfo.token, session.userinfo.refresh_token || session.userinfo.refreshToken);
  queryClient.clear();
  saveUser(session.userinfo, session.clerkInfo);
}
