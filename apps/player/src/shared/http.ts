import { createApi } from '@dzzs/web-shared/http/api.ts';
import { i18n, serverLanguage } from '@dzzs/web-shared/i18n/index.ts';
import { QueryClient } from '@tanstack/react-query';
import { PAGE } from './paths.ts';
import { clearSession, saveTokens, useSession } from './store.ts';
import { toast } from './toast.ts';

export { ApiError, describeFailure, expectOk } from '@dzzs/web-shared/http/api.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, error) => !(error instanceof Error && error.name === 'ApiError') && count < 1,
      staleTime: 10_000,
    },
    mutations: { retry: false },
  },
});

/** Forgets the session and what was read with it; then the login page. */
export function endSession(): void {
  window.location.hash = PAGE.login;
  clearSession();
  queryClient.clear();
}

export const { http, callApi, fetchData } = createApi({
  accessToken: () => useSession.getState().access_token,
  refreshToken: () => useSession.getState().refresh_token,
  saveTokens,
  language: serverLanguage,
  toast,
  goToLogin: endSession,
  serverErrorText: () => i18n.t('http.serverError'),
  baseUrl: () => '',
});
