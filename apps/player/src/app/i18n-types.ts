import type { AccountResources } from '../features/account/i18n.ts';
import type { BettingResources } from '../features/betting/i18n.ts';
import type { ChatResources } from '../features/chat/i18n.ts';
import type { DrawsResources } from '../features/draws/i18n.ts';
import type { GroupBuyResources } from '../features/group-buy/i18n.ts';
import type { GrabResources } from '../features/home/grab-i18n.ts';
import type { HomeResources } from '../features/home/i18n.ts';
import type { OrdersResources } from '../features/orders/i18n.ts';
import type { SportsResources } from '../features/betting/sports/i18n.ts';
import type { WalletResources } from '../features/wallet/i18n.ts';
import type { CommonResources } from '../shared/i18n/common.ts';
import type { PayResources } from '../shared/pay-sheet-i18n.ts';
import type { MoneyInputResources } from '@dzzs/web-shared/money/i18n.ts';

// Every namespace's labels, known to the compiler: `t('…')` takes only keys of its namespace.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: CommonResources;
      account: AccountResources;
      betting: BettingResources;
      chat: ChatResources;
      draws: DrawsResources;
      groupBuy: GroupBuyResources;
      home: HomeResources;
      grab: GrabResources;
      orders: OrdersResources;
      pay: PayResources;
      sports: SportsResources;
      wallet: WalletResources;
      'money-input': MoneyInputResources;
    };
  }
}
