import type { ServerModule } from '../server-module.ts';
import { accountModule } from './account/account.module.ts';
import { appUpdateModule } from './app-update/app-update.module.ts';
import { calendarModule } from './calendar/calendar.module.ts';
import { captchaModule } from './captcha/captcha.module.ts';
import { chatModule } from './chat/chat.module.ts';
import { codesModule } from './codes/codes.module.ts';
import { cooperationModule } from './cooperation/cooperation.module.ts';
import { eventsModule } from './events/events.module.ts';
import { jobLeasesModule } from './job-leases/job-leases.module.ts';
import { drawsModule } from './draws/draws.module.ts';
import { historyModule } from './history/history.module.ts';
import { ledgerModule } from './ledger/ledger.module.ts';
import { ordersModule } from './orders/orders.module.ts';
import { paymentsModule } from './payments/payments.module.ts';
import { platformModule } from './platform/platform.module.ts';
import { playersModule } from './players/players.module.ts';
import { playerWithdrawalsModule } from './player-withdrawals/player-withdrawals.module.ts';
import { publicityModule } from './publicity/publicity.module.ts';
import { pushLinksModule } from './push-links/push-links.module.ts';
import { shopMoneyModule } from './shop-money/shop-money.module.ts';
import { redPacketsModule } from './red-packets/red-packets.module.ts';
import { playerHomeModule } from './player-home/player-home.module.ts';
import { receiptsModule } from './receipts/receipts.module.ts';
import { noticesModule } from './notices/notices.module.ts';
import { shopGamesModule } from './shop-games/shop-games.module.ts';
import { staffModule } from './staff/staff.module.ts';
import { shopProfileModule } from './shop-profile/shop-profile.module.ts';
import { statisticsModule } from './statistics/statistics.module.ts';

/**
 * Every module of the server, in order (routes register and demo data seeds in this order). Adding a capability:
 * write its folder with an `<area>.module.ts`, and add one line here (docs/architecture.md).
 */
export const MODULES: readonly ServerModule[] = [
  accountModule,
  codesModule,
  captchaModule,
  appUpdateModule,
  platformModule,
  drawsModule,
  calendarModule,
  ledgerModule,
  historyModule,
  ordersModule,
  cooperationModule,
  paymentsModule,
  playersModule,
  playerWithdrawalsModule,
  publicityModule,
  pushLinksModule,
  chatModule,
  shopMoneyModule,
  redPacketsModule,
  playerHomeModule,
  receiptsModule,
  noticesModule,
  shopGamesModule,
  staffModule,
  shopProfileModule,
  statisticsModule,
  eventsModule,
  jobLeasesModule,
];
