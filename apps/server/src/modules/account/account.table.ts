import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** The tables the account module owns: only its repositories name them (docs/architecture.md). */
export interface AccountTables {
  users: UsersTable;
  account_versions: AccountVersionsTable;
}

/**
 * A version per shop of what the mine page shows, moved by triggers with every change of a row its answer is made
 * of (migrations 0032, 0035); shop 0: the platform's settings.
 */
export interface AccountVersionsTable {
  shop_id: number;
  version: Generated<number>;
}

/**
 * Row types. Money columns are integer fen, times are unix seconds, switches are 0/1 integers.
 * Later modules add their tables here.
 */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  nickname: Generated<string>;
  avatar: Generated<string>;
  mobile: Generated<string>;
  email: Generated<string>;
  password_hash: string;
  group_id: number;
  /** Shopkeeper: own id. Player and staff: the shop they belong to. Support: 0. */
  shop_id: Generated<number>;
  money: Generated<number>;
  /** 不可提现: the part of `money` a withdrawal may not take (docs/money.md, "Not withdrawable"); ≤ money. */
  locked_money: Generated<number>;
  /** 1 enabled, 0 disabled. */
  status: Generated<number>;
  last_login_time: Generated<number>;
  last_login_ip: Generated<string>;
  real_name: Generated<number>;
  sfz_id: Generated<string>;
  sfz_name: Generated<string>;
  inviter_id: number | null;
  create_time: number;
  update_time: number;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
