// Failed logins (login_failures, owned by auth): counted by the login, forgotten by a password reset and the
// hourly purge, shown beside each staff member.
export {
  addLoginFailure,
  clearLoginFailures,
  countLoginFailures,
  findLoginFailures,
  lockLogin,
  purgeLoginFailures,
} from './login-failures.repository.ts';

/** Failures older than this (and not locked since) count from one again. */
export const FAILURES_FORGOTTEN_AFTER = 30 * 60;

/**
 * Who a login's failures are counted against: the account when the name is one, else the name itself, so an
 * unknown name is throttled (and answered) exactly like a known one.
 */
export const loginFailureKey = (user: { id: number } | undefined, login: string) =>
  user ? `u:${user.id}` : `n:${login.trim().toLowerCase()}`;
