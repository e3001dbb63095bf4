import { create } from 'zustand';
import { STORAGE_KEYS, readStorage, writeStorage } from '@dzzs/web-shared/storage.ts';

// The player's session, kept under the generic keys (access_token, refresh_token): the shop app keeps its own under
// the shop keys, so one phone holds both logins.
export interface PlayerSession {
  access_token: string;
  refresh_token: string;
  hasLogin: boolean;
  isSocketOpen: boolean;
}

function fromStorage(): PlayerSession {
  const access = readStorage(STORAGE_KEYS.accessToken) ?? '';
  return {
    access_token: access,
    refresh_token: readStorage(STORAGE_KEYS.refreshToken) ?? '',
    hasLogin: access !== '',
    isSocketOpen: false,
  };
}

export const useSession = create<PlayerSession>()(() => fromStorage());

export function saveTokens(access: string, refresh: string): void {
  writeStorage(STORAGE_KEYS.accessToken, access);
  writeStorage(STORAGE_KEYS.refreshToken, refresh);
  useSession.setState({ access_token: access, refresh_token: refresh, hasLogin: access !== '' });
}

export function clearSession(): void {
  saveTokens('', '');
}

export function reloadSession(): void {
  useSession.setState(fromStorage());
}
