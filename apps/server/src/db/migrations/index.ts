import type { Migration } from './helpers.ts';
import { foundation } from './0001-foundation.ts';
import { draws } from './0002-draws.ts';
import { tokenFamilies } from './0003-token-families.ts';
import { orders } from './0004-orders.ts';
import { loginFailures } from './0005-login-failures.ts';
import { calendar } from './0006-calendar.ts';
import { ordersTrust } from './0007-orders-trust.ts';
import { orderLists } from './0008-order-lists.ts';
import { photoFiles } from './0009-photo-files.ts';
import { cooperation } from './0010-cooperation.ts';
import { cooperationMoney } from './0011-cooperation-money.ts';
import { orderVersions } from './0012-order-versions.ts';
import { cooperativeCounts } from './0013-cooperative-counts.ts';
import { players } from './0014-players.ts';
import { chat } from './0015-chat.ts';
import { pushLinks } from './0016-push-links.ts';
import { doubleEntry } from './0017-double-entry.ts';
import { payments } from './0018-payments.ts';
import { shopWithdrawals } from './0019-shop-withdrawals.ts';
import { redPackets } from './0020-red-packets.ts';
import { receipts } from './0021-receipts.ts';
import { playerWithdrawals } from './0022-player-withdrawals.ts';
import { shopSetup } from './0025-shop-setup.ts';
import { paymentMerchants } from './0026-payment-merchants.ts';
import { recordEvents } from './0027-record-events.ts';
import { accountVersions } from './0032-account-versions.ts';
import { shopMerchantClearing } from './0028-shop-merchant-clearing.ts';
import { recordEventsBackfill } from './0033-record-events-backfill.ts';
import { cooperationState } from './0034-cooperation-state.ts';
import { accountVersionRow } from './0035-account-version-row.ts';
import { statistics } from './0036-statistics.ts';
import { wsEvents } from './0029-ws-events.ts';
import { jobLeases } from './0030-job-leases.ts';
import { orderConsent } from './0037-order-consent.ts';
import { statisticsShopDays } from './0040-statistics-shop-days.ts';
import { accountVersionOrders } from './0041-account-version-orders.ts';
import { groupBuyGuarantee } from './0044-group-buy-guarantee.ts';
import { notWithdrawable } from './0045-not-withdrawable.ts';
import { shopMaxBet } from './0046-shop-max-bet.ts';

/** Every migration in order; append, never edit one that has shipped. */
export const MIGRATIONS: Migration[] = [
  foundation,
  draws,
  tokenFamilies,
  orders,
  loginFailures,
  calendar,
  ordersTrust,
  orderLists,
  photoFiles,
  cooperation,
  cooperationMoney,
  orderVersions,
  cooperativeCounts,
  players,
  chat,
  pushLinks,
  doubleEntry,
  payments,
  shopWithdrawals,
  redPackets,
  receipts,
  playerWithdrawals,
  shopSetup,
  paymentMerchants,
  recordEvents,
  accountVersions,
  shopMerchantClearing,
  recordEventsBackfill,
  cooperationState,
  accountVersionRow,
  statistics,
  orderConsent,
  statisticsShopDays,
  accountVersionOrders,
  wsEvents,
  jobLeases,
  groupBuyGuarantee,
  notWithdrawable,
  shopMaxBet,
];
