import type { Generated, Selectable } from 'kysely';

/** The tables the auth module owns: only its repositories name them (docs/architecture.md). */
export interface AuthTables {
  tokens: TokensTable;
  login_failures: LoginFailuresTable;
}

export interface TokensTable {
  /** SHA-256 of the token; the token itself is never stored. */
  token_hash: string;
  type: 'user' | 'user-refresh';
  user_id: number;
  /** The login this token belongs to: a refresh retires the family's older tokens. */
  family: Generated<string>;
  /** When a refresh token was used; presenting it again means it was stolen (the family ends). */
  retired_time: Generated<number>;
  create_time: number;
  expire_time: number;
}

export interface LoginFailuresTable {
  /** `u:<user id>` for an existing account, `n:<login name in lower case>` for an unknown one. */
  account: string;
  ip: string;
  failures: Generated<number>;
  last_time: Generated<number>;
  lock_until: Generated<number>;
}

export type TokenRow = Selectable<TokensTable>;
