/** Body codes of the envelope (docs/api.md). HTTP status stays 200 for all of them. */
export const BodyCode = {
  fail: 0,
  ok: 1,
  /** Never emitted; clients treat it like 303. */
  legacyNeedLogin: 302,
  needLogin: 303,
  tokenExpired: 409,
  forbidden: 401,
  balanceLow: 402,
  tooManyRequests: 429,
} as const;
export type BodyCode = (typeof BodyCode)[keyof typeof BodyCode];

/** Codes after which a client should refresh its access token and replay the call. */
export const REFRESHABLE_CODES: readonly number[] = [
  BodyCode.legacyNeedLogin,
  BodyCode.needLogin,
  BodyCode.tokenExpired,
];

/**
 * Close code of a socket whose session ended (logout, password reset, a stolen refresh token, the account disabled or
 * stopped): the app goes to the login page as it does on body code 303, and does not reconnect.
 */
export const WS_CLOSE_SESSION_ENDED = 4303;
