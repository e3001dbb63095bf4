import { createApi } from '@dzzs/web-shared/http/api.ts';
import { i18n, serverLanguage } from '@dzzs/web-shared/i18n/index.ts';
import { goToLoginPage } from '../navigation.ts';
import { queryClient } from '../query-client.ts';
import { clearSession, saveTokens, useAppStore } from '../store/app-store.ts';
import { toast } from '../ui/toast.ts';

export { HttpStatusError, type HttpRejection } from '@dzzs/web-shared/http/client.ts';
export { ApiError, describeFailure, expectOk } from '@dzzs/web-shared/http/api.ts';

/**
 * Ends the session everywhere: tokens, store, cached server data; then the login page. A session that died under
 * the user (keepPlace) returns to the same page after logging in again; an explicit logout starts afresh.
 */
export async function endSession(options: { keepPlace?: boolean } = {}): Promise<void> {
  // Leave first: clearing the store while a protected page is shown would make that page redirect on its own.
  try {
    await goToLoginPage(options.keepPlace ?? true);
  } finally {
    clearSession();
    queryClient.clear();
  }
}

export const { http, callApi, fetchData } = createApi({
  accessToken: () => useAppStore.getState().access_token,
  refreshToken: () => useAppStore.getState().refresh_token,
  saveTokens,
  language: serverLanguage,
  toast: (message) => toast(message),
  goToLogin: () => void endSession(),
  serverErrorText: () => i18n.t('http.serverError'),
  baseUrl: () => useAppStore.getState().baseUrl,
});
