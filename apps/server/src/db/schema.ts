import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

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
  /** 1 enabled, 0 disabled. */
  status: Generated<number>;
  login_failure: Generated<number>;
  lock_until: Generated<number>;
  last_login_time: Generated<number>;
  last_login_ip: Generated<string>;
  real_name: Generated<number>;
  sfz_id: Generated<string>;
  sfz_name: Generated<string>;
  push_key: Generated<string>;
  inviter_id: number | null;
  create_time: number;
  update_time: number;
}

export interface ShopConfigTable {
  shop_id: number;
  store_certification: Generated<number>;
  store_certification_memo: Generated<string>;
  store_id_type: Generated<string>;
  /** JSON array of {src, index}. */
  store_id: Generated<string>;
  /** Prize (yuan) above which a ticket photo is required. */
  isneedimgnumber: Generated<number>;
  wechat: Generated<string>;
  telephone: Generated<string>;
  address: Generated<string>;
  /** Service fee charged on ticketing, in basis points of BetMoney (100 = 1 %). */
  service_charge_bp: Generated<number>;
  create_time: number;
  update_time: number;
}

export interface ClerkConfigTable {
  user_id: number;
  shop_id: number;
  state: Generated<number>;
  real_name: Generated<string>;
  remarks: Generated<string>;
  sfz: Generated<string>;
  view_userlist: Generated<number>;
  cooperation: Generated<number>;
  award: Generated<number>;
  create_time: number;
  update_time: number;
}

export interface TokensTable {
  /** SHA-256 of the token; the token itself is never stored. */
  token_hash: string;
  type: 'user' | 'user-refresh';
  user_id: number;
  create_time: number;
  expire_time: number;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  channel: 'sms' | 'email';
  address: string;
  event: string;
  code_hash: string;
  attempts: number;
  create_time: number;
  expire_time: number;
  used_time: number | null;
}

export interface CaptchasTable {
  id: string;
  answer_hash: string;
  expire_time: number;
}

export interface AppVersionsTable {
  id: Generated<number>;
  version_code: number;
  version_name: string;
  update_text: string;
  download_ios: string;
  download_android: string;
  hot_update_url: string;
  is_hot: number;
  create_time: number;
}

export interface SettingsTable {
  key: string;
  value: string;
  update_time: number;
}

/** Every balance change, written in the same transaction as the change itself. */
export interface MoneyLogTable {
  id: Generated<number>;
  user_id: number;
  shop_id: Generated<number>;
  type: string;
  change: number;
  before: number;
  after: number;
  memo: Generated<string>;
  ref_type: Generated<string>;
  ref_id: Generated<string>;
  operator_id: Generated<number>;
  create_time: number;
}

/** A number game's published draw; republishing the same content changes nothing, other content is a correction. */
export interface DrawsTable {
  id: Generated<number>;
  game_code: number;
  issue: string;
  /** JSON: {red, blue} for ball games, {digits} for digit games. */
  numbers: string;
  /** JSON: per-unit prize in fen of the pool tiers, by tier number. */
  pool_tiers: Generated<string>;
  /** 1 when first published; +1 per correction. */
  revision: Generated<number>;
  published_time: number;
  update_time: number;
}

/** A sports match's result; scores are null for a cancelled match. */
export interface MatchResultsTable {
  id: Generated<number>;
  match_id: string;
  full_home: number | null;
  full_away: number | null;
  half_home: number | null;
  half_away: number | null;
  cancelled: Generated<number>;
  revision: Generated<number>;
  published_time: number;
  update_time: number;
}

export interface Database {
  users: UsersTable;
  shop_config: ShopConfigTable;
  clerk_config: ClerkConfigTable;
  tokens: TokensTable;
  verification_codes: VerificationCodesTable;
  captchas: CaptchasTable;
  app_versions: AppVersionsTable;
  settings: SettingsTable;
  money_log: MoneyLogTable;
  draws: DrawsTable;
  match_results: MatchResultsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type ShopConfigRow = Selectable<ShopConfigTable>;
export type NewShopConfigRow = Insertable<ShopConfigTable>;
export type ClerkConfigRow = Selectable<ClerkConfigTable>;
export type NewClerkConfigRow = Insertable<ClerkConfigTable>;
export type TokenRow = Selectable<TokensTable>;
export type AppVersionRow = Selectable<AppVersionsTable>;
export type MoneyLogRow = Selectable<MoneyLogTable>;
export type DrawRow = Selectable<DrawsTable>;
export type MatchResultRow = Selectable<MatchResultsTable>;
