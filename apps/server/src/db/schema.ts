import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { RecordEventsTable } from '../modules/history/history.table.ts';

export type { NewRecordEventRow, RecordEventRow } from '../modules/history/history.table.ts';

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
  last_login_time: Generated<number>;
  last_login_ip: Generated<string>;
  real_name: Generated<number>;
  sfz_id: Generated<string>;
  sfz_name: Generated<string>;
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
  /** The login this token belongs to: a refresh retires the family's older tokens. */
  family: Generated<string>;
  /** When a refresh token was used; presenting it again means it was stolen (the family ends). */
  retired_time: Generated<number>;
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

export interface LoginFailuresTable {
  /** `u:<user id>` for an existing account, `n:<login name in lower case>` for an unknown one. */
  account: string;
  ip: string;
  failures: Generated<number>;
  last_time: Generated<number>;
  lock_until: Generated<number>;
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

/**
 * One side of a transfer (docs/money.md): every balance change, written in the same transaction as the change
 * itself; the two rows of one transfer share `transfer_id` and their changes sum to zero.
 */
export interface MoneyLogTable {
  id: Generated<number>;
  /** The wallet's user, or the account's owner (0 for a platform account). */
  user_id: number;
  shop_id: Generated<number>;
  type: string;
  change: number;
  before: number;
  after: number;
  /** A code of LEDGER_MEMOS (packages/shared), read in the reader's language with `memo_params`. */
  memo: Generated<string>;
  /** JSON object of the memo's parameters. */
  memo_params: Generated<string>;
  ref_type: Generated<string>;
  ref_id: Generated<string>;
  operator_id: Generated<number>;
  /** 0: the row moved the wallet of `user_id` (users.money); else the ledger account it moved. */
  account_id: Generated<number>;
  transfer_id: number;
  create_time: number;
}

/** One movement of money between two balances; its two sides are `money_log` rows. */
export interface LedgerTransfersTable {
  id: Generated<number>;
  type: string;
  /** Fen moved, > 0. */
  fen: number;
  ref_type: Generated<string>;
  ref_id: Generated<string>;
  /** Unique when set: the same event (a provider's trade, a request) never posts twice. */
  idempotency_key: string | null;
  operator_id: Generated<number>;
  create_time: number;
}

/**
 * A balance of the ledger that is not a user's wallet: a cooperation balance (the branch's, `owner_shop_id`, money
 * held by its main store, `shop_id`) or one of the system's accounts (`LedgerAccountKind`; platform-wide ones have
 * shop 0). Only accounts that stand for money outside the app may go below zero.
 */
export interface LedgerAccountsTable {
  id: Generated<number>;
  kind: LedgerAccountKind;
  shop_id: number;
  owner_shop_id: number;
  /** Tells apart accounts of one kind and shop: a provider's id, whose withdrawals a hold keeps. */
  code: Generated<string>;
  may_go_negative: Generated<number>;
  balance: Generated<number>;
  create_time: number;
  update_time: number;
}

export type LedgerAccountKind =
  | 'cooperation'
  | 'shop_till'
  | 'provider'
  | 'platform_fee'
  | 'platform_payout'
  | 'withdrawal_hold'
  | 'red_packet_hold'
  | 'opening';

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

/** One order; money columns in fen. `order_id` is the wire id the shop reads aloud and searches by. */
export interface OrdersTable {
  id: Generated<number>;
  order_id: string;
  /** The player's shop. */
  shop_id: number;
  /** The player (the initiator of a group-buy). */
  user_id: number;
  /** The shop that acts on the order now, and the shop that buys the ticket: partner hand-over moves them. */
  receiving_shop_id: number;
  ticketing_shop_id: number;
  is_cooperative: Generated<number>;
  /** The main store's commission (whole percent) on a handed-over order, fixed at the hand-over. */
  coop_commission: Generated<number>;
  /** Moved by the database with every change of what the order's list item shows (migration 0012). */
  version: Generated<number>;
  allow_rejection: Generated<number>;
  game_code: number;
  /** Draw issue of a number-game order; null for sports, settled by their matches. */
  issue: string | null;
  state: number;
  /** 注数. */
  note: number;
  multiple: number;
  bet_money: number;
  /** JSON bet content as the player sent it (validated by the engine). */
  bet_content: string;
  /** JSON bet content with the odds the shop confirmed at 出票, when they differ. */
  new_content: string | null;
  bonus_min: Generated<number>;
  bonus_max: Generated<number>;
  service_fee: Generated<number>;
  winning_money: Generated<number>;
  award_money: Generated<number>;
  /** Result revisions the current settlement used; a correction that changes them settles again. */
  settle_basis: Generated<string>;
  /** JSON of the published result shown with the order. */
  win_content: Generated<string>;
  reason: Generated<string>;
  group_buy_id: number | null;
  /** When sales of the order's issue (or earliest match) close; the deadline is this minus the shop's advance. */
  sales_close: Generated<number>;
  /** 1 when the shop set award_money by hand (EditMoney): a re-settlement keeps it. */
  award_by_hand: Generated<number>;
  receiver_id: Generated<number>;
  ticketer_id: Generated<number>;
  awarder_id: Generated<number>;
  canceller_id: Generated<number>;
  pay_time: Generated<number>;
  deadline: number;
  receiving_time: Generated<number>;
  ticketing_time: Generated<number>;
  draw_time: Generated<number>;
  award_time: Generated<number>;
  create_time: number;
  update_time: number;
}

export interface OrderMatchesTable {
  order_pk: number;
  match_id: string;
}

export interface OrderImagesTable {
  id: Generated<number>;
  order_pk: number;
  /** Storage path under the upload root, e.g. `tickets/2026/11/ab12….jpg`. */
  path: string;
  /** Its thumbnail's storage path (`…/ab12….thumb.jpg`); null for photos stored before thumbnails. */
  thumb_path: string | null;
  uploader_id: number;
  create_time: number;
}

export interface GroupBuysTable {
  id: Generated<number>;
  shop_id: number;
  user_id: number;
  total_shares: number;
  sold_shares: number;
  share_money: number;
  deadline: number;
  create_time: number;
  update_time: number;
}

export interface GroupBuySharesTable {
  id: Generated<number>;
  group_buy_id: number;
  user_id: number;
  shares: number;
  money: number;
  create_time: number;
}

/** A staff member's acceptance rule for one game: 0 no limit, 1 may not accept, 2 only within [min, max] fen. */
export interface ClerkGameRulesTable {
  clerk_id: number;
  game_code: number;
  rule: Generated<number>;
  min_money: Generated<number>;
  max_money: Generated<number>;
  update_time: number;
}

/**
 * A version per shop of what its order lists show, bumped by triggers on orders and order_images in the changing
 * transaction (migration 0008); the kept lists are keyed by it.
 */
export interface OrderListVersionsTable {
  shop_id: number;
  version: Generated<number>;
}

/** How many orders a shop receives in each state, kept by triggers on orders (migration 0008). */
export interface OrderCountsTable {
  shop_id: number;
  state: number;
  n: Generated<number>;
}

/** How many orders a shop's 合作 tab holds on each side, kept by triggers on orders (migration 0013). */
export interface CooperativeCountsTable {
  shop_id: number;
  /** Received from partners. */
  received: Generated<number>;
  /** The shop's own, handed to partners. */
  handed: Generated<number>;
}

/** A shop's game switch; no row means the game is open. */
export interface ShopGamesTable {
  shop_id: number;
  game_code: number;
  enabled: Generated<number>;
  /** Minutes before the sales close that the shop stops taking the game's orders; null: the platform's minimum. */
  advance_minutes: number | null;
  update_time: number;
  /** The shop's own settings (彩种管理, docs/shop-setup.md); null: the platform's default. */
  min_bet_fen: number | null;
  cooperation: number | null;
  complex_play: number | null;
  allow_repeat: number | null;
  bonus_optimization: number | null;
  issuing: number | null;
}

/** A number game's published schedule (docs/calendar.md); times are HH:mm in the server's TZ. */
export interface GameSchedulesTable {
  game_code: number;
  /** ISO weekdays (1 = Monday … 7 = Sunday), comma-separated. */
  draw_weekdays: string;
  draw_time: string;
  close_time: string;
  /** `YYYY` (福彩) or `YY` (体彩): the year part of the issue number. */
  issue_format: string;
  update_time: number;
}

/** Days without draws, `YYYY-MM-DD` both included; `game_code` null for every number game. */
export interface CalendarBreaksTable {
  id: Generated<number>;
  game_code: number | null;
  from_day: string;
  to_day: string;
  memo: Generated<string>;
  create_time: number;
}

/** One draw of a number game; its state is computed (IssueState), never stored. */
export interface IssuesTable {
  id: Generated<number>;
  game_code: number;
  issue: string;
  sales_open: number;
  sales_close: number;
  draw_time: number;
  suspended: Generated<number>;
  create_time: number;
  update_time: number;
}

/** A sports match on sale for one game; `round` is the issue of pool and 北单 rounds, null for 竞彩. */
export interface FixturesTable {
  id: Generated<number>;
  game_code: number;
  match_id: string;
  code: string;
  round: string | null;
  league: string;
  home: string;
  away: string;
  kickoff: number;
  sales_close: number;
  handicap: number | null;
  total_line: number | null;
  /** JSON: odds by play and canonical outcome, e.g. {"spf":{"H":"1.85"}}; {} for games without fixed odds. */
  odds: Generated<string>;
  suspended: Generated<number>;
  update_time: number;
}

/** The platform's rules per game: the least advance a shop may set. */
export interface GameRulesTable {
  game_code: number;
  min_advance_minutes: Generated<number>;
  update_time: number;
}

/** Asking to cooperate (game_code null) or to add a game; state 0 waiting, 1 approved, 2 refused. */
export interface CooperationApplicationsTable {
  id: Generated<number>;
  branch_shop_id: number;
  main_shop_id: number;
  game_code: number | null;
  /** Whole percent, 0–7. */
  commission: Generated<number>;
  memo: Generated<string>;
  state: Generated<number>;
  applicant_id: Generated<number>;
  handler_id: Generated<number>;
  create_time: number;
  handle_time: Generated<number>;
}

/** A branch store hands orders over to a main store. */
export interface CooperationsTable {
  id: Generated<number>;
  branch_shop_id: number;
  main_shop_id: number;
  /** PartnershipState (packages/shared, record-machines.ts): 1 active, 0 ended (migration 0034). */
  state: Generated<number>;
  create_time: number;
}

export interface CooperationGamesTable {
  id: Generated<number>;
  cooperation_id: number;
  game_code: number;
  commission: Generated<number>;
  /** 自动甩单, the branch's switch. */
  auto_hand_over: Generated<number>;
  /** 开启接单, the main store's switch. */
  accepting: Generated<number>;
  create_time: number;
}

/** What the shop keeps about one of its players (migration 0014); absent: everything off. */
export interface PlayerConfigsTable {
  user_id: number;
  shop_id: number;
  star: Generated<number>;
  remarks: Generated<string>;
  sale: Generated<number>;
  expert: Generated<number>;
  agent: Generated<number>;
  /** Commission of an agent in basis points of their invitees' sales (150 = 1.5 %). */
  agent_rate_bp: Generated<number>;
  settle_days: Generated<number>;
  /** When the player last became an agent. */
  agent_time: Generated<number>;
  create_time: number;
  update_time: number;
}

/** The push service address a shop bound (推送绑定); one per shop. */
export interface PushLinksTable {
  shop_id: number;
  url: string;
  create_time: number;
  update_time: number;
}

/** The invite code of a shop or a player: a player who signs up with it belongs to its shop. */
export interface InviteCodesTable {
  code: string;
  user_id: number;
  create_time: number;
}

/** A chat message (docs/chat.md); `thread` is 'g<shop>' for a shop's group, '<low>-<high>' for two accounts. */
export interface ChatMessagesTable {
  id: Generated<number>;
  thread: string;
  shop_id: number;
  from_id: number;
  /** The peer of a private message; 0 for the shop's group. */
  to_id: Generated<number>;
  kind: Generated<'text' | 'image'>;
  content: string;
  /** 0 shown, 1 revoked or deleted. */
  state: Generated<number>;
  create_time: number;
}

/** One account's private conversation with one peer, kept as messages arrive. */
export interface ChatConversationsTable {
  id: Generated<number>;
  user_id: number;
  peer_id: number;
  thread: string;
  shop_id: number;
  last_message_id: Generated<number>;
  last_time: Generated<number>;
  unread: Generated<number>;
  /** 1: hidden from the list until the next message. */
  hidden: Generated<number>;
}

/** An account that chats: its private unread total and how far it has read (and hidden) its shop's group. */
export interface ChatReadersTable {
  user_id: number;
  unread_total: Generated<number>;
  group_read_id: Generated<number>;
  group_hidden_id: Generated<number>;
}

/** A shop's request to have the platform pay money out of its balance (docs/money.md). */
export interface ShopWithdrawalsTable {
  id: Generated<number>;
  order_number: string;
  shop_id: number;
  /** The owner who asked. */
  user_id: number;
  /** 1 支付宝, 2 银行卡. */
  type: number;
  number: string;
  contact: string;
  fen: number;
  /** 0 处理中, 1 成功结算, 2 拒绝. */
  state: Generated<number>;
  ret_memo: Generated<string>;
  create_time: number;
  update_time: number;
  settle_time: Generated<number>;
}

/** A player's withdrawal request (提现申请); its money is held until the handling shop answers. */
export interface PlayerWithdrawalsTable {
  id: Generated<number>;
  user_id: number;
  /** The player's shop: its withdrawal hold and till move the money. */
  shop_id: number;
  /** The shop that answers; today always `shop_id`. */
  handling_shop_id: number;
  /** 1 店内提现, 2 合作店铺提现. */
  type: Generated<number>;
  /** 1 支付宝, 2 银行卡. */
  method: number;
  account: string;
  contact: string;
  real_name: string;
  fen: number;
  /** 0 处理中, 1 成功结算, 2 拒绝. */
  state: Generated<number>;
  ret_reason: Generated<string>;
  handler_id: Generated<number>;
  create_time: number;
  update_time: number;
}

/**
 * A payment asked of a provider (docs/money.md, "Recharges and payment providers"): state 0 pending, 1 paid,
 * 2 failed, 3 expired.
 */
export interface PaymentsTable {
  id: Generated<number>;
  trade_no: string;
  provider: string;
  purpose: string;
  payer_id: number;
  shop_id: number;
  fen: number;
  state: Generated<number>;
  provider_trade_no: Generated<string>;
  create_time: number;
  paid_time: Generated<number>;
  expire_time: number;
  /** payment_merchants.id the payment is paid to; 0: the platform's own account. */
  merchant_id: Generated<number>;
}

/** The merchant account a shop's approved online channel is paid to (an 易支付 pid, an authorised Alipay app). */
export interface PaymentMerchantsTable {
  id: Generated<number>;
  shop_id: number;
  receipt_id: number;
  provider: string;
  /** The merchant's number at the provider: the 易支付 pid, the shop's Alipay app id. */
  merchant_no: string;
  /** The 易支付 merchant key, or the Alipay app_auth_token the shop granted. */
  secret: string;
  create_time: number;
  update_time: number;
}

/** The sandbox provider's own record of a trade: WAIT, PAID or FAILED. */
export interface SandboxTradesTable {
  trade_no: string;
  sandbox_trade_no: string;
  fen: number;
  shop_name: Generated<string>;
  notify_url: string;
  return_url: string;
  state: Generated<string>;
  create_time: number;
  update_time: number;
}

/** A red packet a shop sent (docs/money.md, "Red packets"); its money waits in the shop's red_packet_hold. */
export interface RedPacketsTable {
  id: Generated<number>;
  shop_id: number;
  user_id: number;
  /** 1 随机, 2 固定. */
  type: number;
  title: string;
  count: number;
  total_fen: number;
  remaining_fen: number;
  remaining_count: number;
  /** 1 领取中, 2 店主撤销, 3 系统撤销, 4 已领完. */
  state: Generated<number>;
  end_time: number;
  create_time: number;
  update_time: number;
}

/** A share of a red packet a player grabbed; one per packet and player. */
export interface RedPacketGrabsTable {
  id: Generated<number>;
  packet_id: number;
  user_id: number;
  fen: number;
  create_time: number;
}

/** A payment channel the platform offers shops (收款管理); `model` is its application form as JSON. */
export interface ReceiptChannelsTable {
  id: number;
  name: string;
  icon: Generated<string>;
  title: Generated<string>;
  /** Fee rate in hundredths of a percent (38 = 0.38 %). */
  rate_bp: Generated<number>;
  model: string;
  sort: Generated<number>;
  enabled: Generated<number>;
}

/** A shop's application for a channel: 0 审核中, 1 开启, 2 驳回, 3 关闭 (ReceiptState). */
export interface ShopReceiptsTable {
  id: Generated<number>;
  shop_id: number;
  channel_id: number;
  state: Generated<number>;
  /** The submitted form as JSON. */
  form: Generated<string>;
  ret_memo: Generated<string>;
  pid: Generated<string>;
  qr_url: Generated<string>;
  create_time: number;
  update_time: number;
  review_time: Generated<number>;
}

/** A player's recharge through the shop's offline QR code: 0 waiting, 1 credited, 2 refused. */
export interface OfflineRechargesTable {
  id: Generated<number>;
  user_id: number;
  shop_id: number;
  fen: number;
  state: Generated<number>;
  handler_id: Generated<number>;
  create_time: number;
  handle_time: Generated<number>;
}

export interface Database {
  users: UsersTable;
  shop_config: ShopConfigTable;
  clerk_config: ClerkConfigTable;
  tokens: TokensTable;
  verification_codes: VerificationCodesTable;
  captchas: CaptchasTable;
  login_failures: LoginFailuresTable;
  app_versions: AppVersionsTable;
  settings: SettingsTable;
  money_log: MoneyLogTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  draws: DrawsTable;
  match_results: MatchResultsTable;
  orders: OrdersTable;
  order_matches: OrderMatchesTable;
  order_images: OrderImagesTable;
  record_events: RecordEventsTable;
  group_buys: GroupBuysTable;
  group_buy_shares: GroupBuySharesTable;
  clerk_game_rules: ClerkGameRulesTable;
  shop_games: ShopGamesTable;
  order_list_versions: OrderListVersionsTable;
  order_counts: OrderCountsTable;
  cooperative_counts: CooperativeCountsTable;
  game_schedules: GameSchedulesTable;
  calendar_breaks: CalendarBreaksTable;
  issues: IssuesTable;
  fixtures: FixturesTable;
  game_rules: GameRulesTable;
  cooperation_applications: CooperationApplicationsTable;
  cooperations: CooperationsTable;
  cooperation_games: CooperationGamesTable;
  player_configs: PlayerConfigsTable;
  invite_codes: InviteCodesTable;
  push_links: PushLinksTable;
  chat_messages: ChatMessagesTable;
  chat_conversations: ChatConversationsTable;
  chat_readers: ChatReadersTable;
  shop_withdrawals: ShopWithdrawalsTable;
  player_withdrawals: PlayerWithdrawalsTable;
  payments: PaymentsTable;
  sandbox_trades: SandboxTradesTable;
  red_packets: RedPacketsTable;
  red_packet_grabs: RedPacketGrabsTable;
  receipt_channels: ReceiptChannelsTable;
  shop_receipts: ShopReceiptsTable;
  offline_recharges: OfflineRechargesTable;
  payment_merchants: PaymentMerchantsTable;
  notices: NoticesTable;
  game_settings: GameSettingsTable;
}

/** A shop's announcement (docs/shop-setup.md): type 0 滚动公告 (empty: taken down), 1 弹窗公告. */
export interface NoticesTable {
  id: Generated<number>;
  shop_id: number;
  type: number;
  content: Generated<string>;
  create_time: number;
}

/** The platform's bounds and defaults of a game's shop settings; `*_offered` 0 withholds the switch from shops. */
export interface GameSettingsTable {
  game_code: number;
  min_bet_low_fen: number;
  min_bet_high_fen: number;
  min_bet_fen: number;
  cooperation_offered: Generated<number>;
  cooperation_default: number;
  complex_play_offered: Generated<number>;
  complex_play_default: number;
  allow_repeat_offered: Generated<number>;
  allow_repeat_default: number;
  bonus_optimization_offered: Generated<number>;
  bonus_optimization_default: number;
  issuing_offered: Generated<number>;
  issuing_default: number;
  update_time: number;
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
export type LedgerAccountRow = Selectable<LedgerAccountsTable>;
export type DrawRow = Selectable<DrawsTable>;
export type MatchResultRow = Selectable<MatchResultsTable>;
export type OrderRow = Selectable<OrdersTable>;
export type NewOrderRow = Insertable<OrdersTable>;
export type OrderUpdate = Updateable<OrdersTable>;
export type OrderImageRow = Selectable<OrderImagesTable>;
export type GroupBuyRow = Selectable<GroupBuysTable>;
export type GroupBuyShareRow = Selectable<GroupBuySharesTable>;
export type ClerkGameRuleRow = Selectable<ClerkGameRulesTable>;
export type GameScheduleRow = Selectable<GameSchedulesTable>;
export type CalendarBreakRow = Selectable<CalendarBreaksTable>;
export type IssueRow = Selectable<IssuesTable>;
export type FixtureRow = Selectable<FixturesTable>;
export type NewFixtureRow = Insertable<FixturesTable>;
export type CooperationApplicationRow = Selectable<CooperationApplicationsTable>;
export type CooperationRow = Selectable<CooperationsTable>;
export type CooperationGameRow = Selectable<CooperationGamesTable>;
export type PlayerConfigRow = Selectable<PlayerConfigsTable>;
export type ShopWithdrawalRow = Selectable<ShopWithdrawalsTable>;
export type PlayerWithdrawalRow = Selectable<PlayerWithdrawalsTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type PaymentMerchantRow = Selectable<PaymentMerchantsTable>;
export type SandboxTradeRow = Selectable<SandboxTradesTable>;
export type ReceiptChannelRow = Selectable<ReceiptChannelsTable>;
export type ShopReceiptRow = Selectable<ShopReceiptsTable>;
