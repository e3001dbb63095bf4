// The database as Kysely sees it, composed from the tables each module owns (`modules/<area>/<area>.table.ts`,
// docs/architecture.md "Tables and their owners"). Code keeps importing row types from here.
import type { AccountTables } from '../modules/account/account.table.ts';
import type { AuthTables } from '../modules/auth/auth.table.ts';
import type { CodesTables } from '../modules/codes/codes.table.ts';
import type { CaptchaTables } from '../modules/captcha/captcha.table.ts';
import type { AppUpdateTables } from '../modules/app-update/app-update.table.ts';
import type { SettingsTables } from '../modules/settings/settings.table.ts';
import type { LedgerTables } from '../modules/ledger/ledger.table.ts';
import type { DrawsTables } from '../modules/draws/draws.table.ts';
import type { OrdersTables } from '../modules/orders/orders.table.ts';
import type { StaffTables } from '../modules/staff/staff.table.ts';
import type { ShopProfileTables } from '../modules/shop-profile/shop-profile.table.ts';
import type { ShopGamesTables } from '../modules/shop-games/shop-games.table.ts';
import type { CalendarTables } from '../modules/calendar/calendar.table.ts';
import type { CooperationTables } from '../modules/cooperation/cooperation.table.ts';
import type { PlayersTables } from '../modules/players/players.table.ts';
import type { PushLinksTables } from '../modules/push-links/push-links.table.ts';
import type { ChatTables } from '../modules/chat/chat.table.ts';
import type { ShopMoneyTables } from '../modules/shop-money/shop-money.table.ts';
import type { PlayerWithdrawalsTables } from '../modules/player-withdrawals/player-withdrawals.table.ts';
import type { PaymentsTables } from '../modules/payments/payments.table.ts';
import type { RedPacketsTables } from '../modules/red-packets/red-packets.table.ts';
import type { ReceiptsTables } from '../modules/receipts/receipts.table.ts';
import type { NoticesTables } from '../modules/notices/notices.table.ts';
import type { HistoryTables } from '../modules/history/history.table.ts';
import type { StatisticsTables } from '../modules/statistics/statistics.table.ts';
import type { EventsTables } from '../modules/events/events.table.ts';
import type { JobLeasesTables } from '../modules/job-leases/job-leases.table.ts';

/** Every table, by name. Money columns are integer fen, times unix seconds, switches 0/1 integers. */
export interface Database
  extends
    AccountTables,
    AuthTables,
    CodesTables,
    CaptchaTables,
    AppUpdateTables,
    SettingsTables,
    LedgerTables,
    DrawsTables,
    OrdersTables,
    StaffTables,
    ShopProfileTables,
    ShopGamesTables,
    CalendarTables,
    CooperationTables,
    PlayersTables,
    PushLinksTables,
    ChatTables,
    ShopMoneyTables,
    PlayerWithdrawalsTables,
    PaymentsTables,
    RedPacketsTables,
    ReceiptsTables,
    NoticesTables,
    HistoryTables,
    StatisticsTables,
    EventsTables,
    JobLeasesTables {}

export type { UsersTable, UserRow, NewUserRow, UserUpdate } from '../modules/account/account.table.ts';
export type { TokensTable, LoginFailuresTable, TokenRow } from '../modules/auth/auth.table.ts';
export type { VerificationCodesTable } from '../modules/codes/codes.table.ts';
export type { CaptchasTable } from '../modules/captcha/captcha.table.ts';
export type { AppVersionsTable, AppVersionRow } from '../modules/app-update/app-update.table.ts';
export type { SettingsTable } from '../modules/settings/settings.table.ts';
export type {
  MoneyLogTable,
  LedgerTransfersTable,
  LedgerAccountsTable,
  MoneyLogRow,
  LedgerAccountRow,
  LedgerAccountKind,
} from '../modules/ledger/ledger.table.ts';
export type { DrawsTable, MatchResultsTable, DrawRow, MatchResultRow } from '../modules/draws/draws.table.ts';
export type {
  OrdersTable,
  OrderMatchesTable,
  OrderImagesTable,
  GroupBuysTable,
  GroupBuySharesTable,
  OrderListVersionsTable,
  OrderCountsTable,
  CooperativeCountsTable,
  OrderRow,
  NewOrderRow,
  OrderUpdate,
  OrderImageRow,
  GroupBuyRow,
  GroupBuyShareRow,
} from '../modules/orders/orders.table.ts';
export type {
  ClerkConfigTable,
  ClerkGameRulesTable,
  ClerkConfigRow,
  NewClerkConfigRow,
  ClerkGameRuleRow,
} from '../modules/staff/staff.table.ts';
export type {
  ShopConfigTable,
  ShopConfigRow,
  NewShopConfigRow,
} from '../modules/shop-profile/shop-profile.table.ts';
export type { ShopGamesTable, GameSettingsTable } from '../modules/shop-games/shop-games.table.ts';
export type {
  GameSchedulesTable,
  CalendarBreaksTable,
  IssuesTable,
  FixturesTable,
  GameRulesTable,
  GameScheduleRow,
  CalendarBreakRow,
  IssueRow,
  FixtureRow,
  NewFixtureRow,
} from '../modules/calendar/calendar.table.ts';
export type {
  CooperationApplicationsTable,
  CooperationsTable,
  CooperationGamesTable,
  CooperationApplicationRow,
  CooperationRow,
  CooperationGameRow,
} from '../modules/cooperation/cooperation.table.ts';
export type {
  PlayerConfigsTable,
  InviteCodesTable,
  PlayerConfigRow,
} from '../modules/players/players.table.ts';
export type { PushLinksTable } from '../modules/push-links/push-links.table.ts';
export type {
  ChatMessagesTable,
  ChatConversationsTable,
  ChatReadersTable,
} from '../modules/chat/chat.table.ts';
export type { ShopWithdrawalsTable, ShopWithdrawalRow } from '../modules/shop-money/shop-money.table.ts';
export type {
  PlayerWithdrawalsTable,
  PlayerWithdrawalRow,
} from '../modules/player-withdrawals/player-withdrawals.table.ts';
export type {
  PaymentsTable,
  PaymentMerchantsTable,
  SandboxTradesTable,
  PaymentRow,
  PaymentMerchantRow,
  SandboxTradeRow,
} from '../modules/payments/payments.table.ts';
export type { RedPacketsTable, RedPacketGrabsTable } from '../modules/red-packets/red-packets.table.ts';
export type {
  ReceiptChannelsTable,
  ShopReceiptsTable,
  OfflineRechargesTable,
  ReceiptChannelRow,
  ShopReceiptRow,
} from '../modules/receipts/receipts.table.ts';
export type { NoticesTable } from '../modules/notices/notices.table.ts';
export type {
  RecordEventsTable,
  RecordEventRow,
  NewRecordEventRow,
} from '../modules/history/history.table.ts';
