/** Local storage keys shared with the earlier app, so a shop that upgrades keeps its login. */
export const STORAGE_KEYS = {
  accessShopToken: 'access_shop_token',
  refreshShopToken: 'refresh_shop_token',
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  deviceId: 'device_id',
  rememberedAccount: 'shop_access',
  language: 'lang',
} as const;

// Private mode and full quotas make storage throw; the app must keep working for the session in that case.
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null || value === '') window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    /* storage unavailable: the value lives only in memory */
  }
}

export function randomId(length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  let out = '';
  for (const byte of bytes) out += alphabet[byte % alphabet.length];
  return out;
}

/** A random id made once per browser, so the server can tell devices of the same account apart. */
export function deviceId(): string {
  const existing = readStorage(STORAGE_KEYS.deviceId);
  if (existing) return existing;
  const id = randomId(32);
  writeStorage(STORAGE_KEYS.deviceId, id);
  return id;
}
