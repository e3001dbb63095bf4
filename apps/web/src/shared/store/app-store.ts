import { create } from 'zustand';
import type { ClerkInfo, UserInfo } from '@dzzs/shared';
import { STORAGE_KEYS, readStorage, writeStorage } from '@dzzs/web-shared/storage.ts';

/**
 * The one client store. Its state holds exactly the fields of the earlier app's store (docs/architecture.md, web rules); behaviour lives
 * in the functions below so the state shape stays that list and nothing else.
 */
export interface AppState {
  access_token: string;
  refresh_token: string;
  hasRegister: boolean;
  hasLogin: boolean;
  allOrderData: unknown[];
  /** Auto-continue: after ticketing from the odds popup, open the next order of the list by itself. */
  clickOrderState: boolean;
  baseUrl: string;
  EmployeeData: unknown;
  cooperationShopData: unknown;
  /** Whether this user must upload a ticket photo to ticket (earlier default: true). */
  orderOperateState: boolean;
  /** The logged-in user (shopkeeper or staff) as NewUser/index returns it. */
  shopBasicsData: UserInfo | null;
  /** Staff only: the owner shop and the permissions the owner granted. */
  staffLoginInfo: ClerkInfo | null;
  chatData: unknown[];
  isSocketOpen: boolean;
  push_key: string;
  chatPageExecute: boolean;
  /** Prize threshold above which a ticket photo is required. */
  isneedimgnumber: number;
}

function initialState(): AppState {
  const access = readStorage(STORAGE_KEYS.accessShopToken) ?? '';
  const refresh = readStorage(STORAGE_KEYS.refreshShopToken) ?? '';
  return {
    access_token: access,
    refresh_token: refresh,
    hasRegister: false,
    hasLogin: access !== '',
    allOrderData: [],
    clickOrderState: false,
    baseUrl: '',
    EmployeeData: null,
    cooperationShopData: null,
    orderOperateState: true,
    shopBasicsData: null,
    staffLoginInfo: null,
    chatData: [],
    isSocketOpen: false,
    push_key: '',
    chatPageExecute: false,
    isneedimgnumber: 0,
  };
}

export const useAppStore = create<AppState>()(() => initialState());

// Only the shop app's own keys: the generic ones (access_token, refresh_token) are the player app's session, which
// the same phone may hold at the same time on the same origin.
function persistTokens(access: string, refresh: string): void {
  writeStorage(STORAGE_KEYS.accessShopToken, access);
  writeStorage(STORAGE_KEYS.refreshShopToken, refresh);
}

export function saveTokens(access: string, refresh: string): void {
  persistTokens(access, refresh);
  useAppStore.setState({ access_token: access, refresh_token: refresh, hasLogin: access !== '' });
}

export function saveUser(user: UserInfo, clerk: ClerkInfo | null, pushKey?: string): void {
  useAppStore.setState((s) => ({
    shopBasicsData: user,
    staffLoginInfo: clerk,
    push_key: pushKey ?? s.push_key,
    isneedimgnumber: (clerk?.ShopConfig ?? user.ShopConfig).isneedimgnumber,
  }));
}

/** Logout or a dead session: forget tokens and everything read with them. */
export function clearSession(): void {
  persistTokens('', '');
  useAppStore.setState({ ...initialState(), access_token: '', refresh_token: '', hasLogin: false });
}

/** Re-reads tokens from storage; tests and other tabs use it after changing storage directly. */
export function reloadStoreFromStorage(): void {
  useAppStore.setState(initialState(), true);
}
