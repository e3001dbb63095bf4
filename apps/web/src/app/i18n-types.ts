import type { AccountResources } from '../features/account/i18n.ts';
import type { ChatResources } from '../features/chat/i18n.ts';
import type { CooperationResources } from '../features/cooperation/i18n.ts';
import type { MineResources } from '../features/mine/i18n.ts';
import type { MineSettingsResources } from '../features/mine/settings/i18n.ts';
import type { OrdersResources } from '../features/orders/i18n.ts';
import type { PlayersResources } from '../features/players/i18n.ts';
import type { ShopMoneyResources } from '../features/shop-money/i18n.ts';
import type { PlayerWithdrawalsResources } from '../features/player-withdrawals/i18n.ts';
import type { RechargeResources } from '../features/recharge/i18n.ts';
import type { RedPacketsResources } from '../features/red-packets/i18n.ts';
import type { ReceiptsResources } from '../features/receipts/i18n.ts';
import type { AnnouncementsResources } from '../features/announcements/i18n.ts';
import type { ShopGamesResources } from '../features/shop-games/i18n.ts';
import type { StaffResources } from '../features/staff/i18n.ts';
import type { StatisticsResources } from '../features/statistics/i18n.ts';
import type { CertificationResources } from '../features/certification/i18n.ts';
import type { CommonResources } from '../shared/i18n/common.ts';
import type { MoneyInputResources } from '@dzzs/web-shared/money/i18n.ts';

// Every namespace's labels, known to the compiler: `t('…')` takes only keys of its namespace (a missing or misspelt
// label does not compile), and both languages share each namespace's shape (registerResources). App-level because
// it names every feature's labels; a new feature adds its namespace here.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: CommonResources;
      account: AccountResources;
      chat: ChatResources;
      cooperation: CooperationResources;
      mine: MineResources;
      orders: OrdersResources;
      players: PlayersResources;
      shopMoney: ShopMoneyResources;
      'player-withdrawals': PlayerWithdrawalsResources;
      recharge: RechargeResources;
      redPackets: RedPacketsResources;
      receipts: ReceiptsResources;
      announcements: AnnouncementsResources;
      shopGames: ShopGamesResources;
      staff: StaffResources;
      statistics: StatisticsResources;
      certification: CertificationResources;
      mineSettings: MineSettingsResources;
      'money-input': MoneyInputResources;
    };
  }
}
