import type { ComponentType } from 'react';
import type { ChatPageName } from '../features/chat/routes.ts';
import type { CooperationPageName } from '../features/cooperation/routes.ts';
import type { PlayersPageName } from '../features/players/routes.ts';
import type { ShopMoneyPageName } from '../features/shop-money/routes.ts';
import type { PlayerWithdrawalsPageName } from '../features/player-withdrawals/routes.ts';
import type { RechargePageName } from '../features/recharge/routes.ts';
import type { ReceiptsPageName } from '../features/receipts/routes.ts';
import type { StaffPageName } from '../features/staff/routes.ts';
import type { StatisticsPageName } from '../features/statistics/routes.ts';
import { PAGE, type PageName, type PagePath } from '../shared/paths.ts';
import { lazyPage } from '../shared/ui/lazy-page.tsx';
import type { RouteHandle } from '../shared/ui/page-title.ts';
import type { Role, StaffPermission } from '../shared/session/roles.ts';

export interface RouteEntry<P extends PagePath = PagePath> extends RouteHandle<P> {
  component: ComponentType;
  /** Pages that need a session send the visitor to the login page first. */
  auth: boolean;
  /** Who may open the page once logged in. */
  roles: readonly Role[];
  /** Staff also need this permission from the owner. */
  permission?: StaffPermission;
  /**
   * A function the mine page's tiles refuse to an uncertified shop; opened by its address it is refused the same
   * way (staff inherit their shop's certification and are never refused).
   */
  certified?: true;
}

const BOTH: readonly Role[] = ['shopkeeper', 'staff'];
const OWNER: readonly Role[] = ['shopkeeper'];
/** Chat is also where customer service works (docs/chat.md). */
const CHAT: readonly Role[] = ['shopkeeper', 'staff', 'support'];

const mine = lazyPage(() => import('../features/mine/pages/mine-page.tsx'));

const chatPage = (name: ChatPageName) =>
  lazyPage(() => import('../features/chat/routes.ts').then((m) => m.CHAT_PAGES[name]()));

const partnerPage = (name: CooperationPageName) =>
  lazyPage(() => import('../features/cooperation/routes.ts').then((m) => m.COOPERATION_PAGES[name]()));

const playersPage = (name: PlayersPageName) =>
  lazyPage(() => import('../features/players/routes.ts').then((m) => m.PLAYERS_PAGES[name]()));
const rechargePage = (name: RechargePageName) =>
  lazyPage(() => import('../features/recharge/routes.ts').then((m) => m.RECHARGE_PAGES[name]()));

const shopMoneyPage = (name: ShopMoneyPageName) =>
  lazyPage(() => import('../features/shop-money/routes.ts').then((m) => m.SHOP_MONEY_PAGES[name]()));
const withdrawalsPage = (name: PlayerWithdrawalsPageName) =>
  lazyPage(() =>
    import('../features/player-withdrawals/routes.ts').then((m) => m.PLAYER_WITHDRAWALS_PAGES[name]()),
  );

const redPacketPage = lazyPage(() =>
  import('../features/red-packets/routes.ts').then((m) => m.RED_PACKETS_PAGES.redPacket()),
);

const announcementsPage = lazyPage(() =>
  import('../features/announcements/routes.ts').then((m) => m.ANNOUNCEMENTS_PAGES.announcements()),
);
const gamesPage = lazyPage(() =>
  import('../features/shop-games/routes.ts').then((m) => m.SHOP_GAMES_PAGES.games()),
);

const receiptsPage = (name: ReceiptsPageName) =>
  lazyPage(() => import('../features/receipts/routes.ts').then((m) => m.RECEIPTS_PAGES[name]()));

const statisticsPage = (name: StatisticsPageName) =>
  lazyPage(() => import('../features/statistics/routes.ts').then((m) => m.STATISTICS_PAGES[name]()));

const staffPage = (name: StaffPageName) =>
  lazyPage(() => import('../features/staff/routes.ts').then((m) => m.STAFF_PAGES[name]()));

/**
 * THE route table: one entry per page of the earlier app (robot pages are out of scope). The mapped type makes
 * a missing or extra page a compile error, and each entry's `path` must be the PAGE constant of its name.
 */
export const ROUTES: { [K in PageName]: RouteEntry<(typeof PAGE)[K]> } = {
  orders: {
    path: PAGE.orders,
    titleKey: 'title.orders',
    component: lazyPage(() => import('../features/orders/pages/orders-page.tsx')),
    auth: true,
    roles: BOTH,
  },
  users: {
    path: PAGE.users,
    titleKey: 'title.users',
    component: playersPage('users'),
    auth: true,
    roles: BOTH,
    permission: 'viewUserlist',
  },
  statistics: {
    path: PAGE.statistics,
    titleKey: 'title.statistics',
    component: statisticsPage('statistics'),
    auth: true,
    roles: BOTH,
  },
  mine: { path: PAGE.mine, titleKey: 'title.mine', component: mine, auth: true, roles: BOTH },

  initPage: {
    path: PAGE.initPage,
    titleKey: 'title.initPage',
    component: lazyPage(() => import('./init-page.tsx')),
    auth: false,
    roles: BOTH,
  },
  login: {
    path: PAGE.login,
    titleKey: 'title.login',
    component: lazyPage(() => import('../features/account/pages/login-page.tsx')),
    auth: false,
    roles: BOTH,
  },
  register: {
    path: PAGE.register,
    titleKey: 'title.register',
    component: lazyPage(() => import('../features/account/pages/register-page.tsx')),
    auth: false,
    roles: BOTH,
  },
  forgetPassword: {
    path: PAGE.forgetPassword,
    titleKey: 'title.forgetPassword',
    component: lazyPage(() => import('../features/account/pages/forget-password-page.tsx')),
    auth: false,
    roles: BOTH,
  },

  orderDetail: {
    path: PAGE.orderDetail,
    titleKey: 'title.orderDetail',
    component: lazyPage(() => import('../features/orders/pages/order-detail-page.tsx')),
    auth: true,
    roles: BOTH,
  },
  orderSplitting: {
    path: PAGE.orderSplitting,
    titleKey: 'title.orderSplitting',
    component: lazyPage(() => import('../features/orders/pages/order-splitting-page.tsx')),
    auth: true,
    roles: BOTH,
  },

  allUsers: {
    path: PAGE.allUsers,
    titleKey: 'title.allUsers',
    component: playersPage('allUsers'),
    auth: true,
    roles: BOTH,
    permission: 'viewUserlist',
  },
  userDetail: {
    path: PAGE.userDetail,
    titleKey: 'title.userDetail',
    component: playersPage('userDetail'),
    auth: true,
    roles: BOTH,
    permission: 'viewUserlist',
  },
  userAccountDetails: {
    path: PAGE.userAccountDetails,
    titleKey: 'title.userAccountDetails',
    component: playersPage('userAccountDetails'),
    auth: true,
    roles: OWNER,
  },
  userBets: {
    path: PAGE.userBets,
    titleKey: 'title.userBets',
    component: playersPage('userBets'),
    auth: true,
    roles: BOTH,
    permission: 'viewUserlist',
  },
  userInvites: {
    path: PAGE.userInvites,
    titleKey: 'title.userInvites',
    component: playersPage('userInvites'),
    auth: true,
    roles: BOTH,
    permission: 'viewUserlist',
  },
  agentStatistics: {
    path: PAGE.agentStatistics,
    titleKey: 'title.agentStatistics',
    component: playersPage('agentStatistics'),
    auth: true,
    roles: OWNER,
  },
  agentDetail: {
    path: PAGE.agentDetail,
    titleKey: 'title.agentDetail',
    component: playersPage('agentDetail'),
    auth: true,
    roles: OWNER,
  },

  chatList: {
    path: PAGE.chatList,
    titleKey: 'title.chatList',
    component: chatPage('chatList'),
    auth: true,
    roles: CHAT,
    certified: true,
  },
  chatRoom: {
    path: PAGE.chatRoom,
    titleKey: 'title.chatRoom',
    resolveTitle: (p) => (p.user_name ? { text: p.user_name } : null),
    component: chatPage('chatRoom'),
    auth: true,
    roles: CHAT,
    certified: true,
  },

  orderInquiry: {
    path: PAGE.orderInquiry,
    titleKey: 'title.orderInquiry',
    component: lazyPage(() => import('../features/orders/pages/order-inquiry-page.tsx')),
    auth: true,
    roles: BOTH,
    certified: true,
  },
  waitingAward: {
    path: PAGE.waitingAward,
    titleKey: 'title.waitingAward',
    component: lazyPage(() => import('../features/orders/pages/waiting-award-page.tsx')),
    auth: true,
    roles: BOTH,
    certified: true,
    permission: 'award',
  },
  withdrawalRequests: {
    path: PAGE.withdrawalRequests,
    titleKey: 'title.withdrawalRequests',
    component: withdrawalsPage('withdrawalRequests'),
    auth: true,
    roles: OWNER,
    certified: true,
  },
  settings: {
    path: PAGE.settings,
    titleKey: 'title.settings',
    component: lazyPage(() => import('../features/mine/pages/set-page.tsx')),
    auth: true,
    roles: OWNER,
  },
  certification: {
    path: PAGE.certification,
    titleKey: 'title.certification',
    component: lazyPage(() => import('../features/certification/pages/certification-page.tsx')),
    auth: true,
    roles: OWNER,
  },
  receipts: {
    path: PAGE.receipts,
    titleKey: 'title.receipts',
    component: receiptsPage('receipts'),
    auth: true,
    roles: OWNER,
    certified: true,
  },
  receiptApply: {
    path: PAGE.receiptApply,
    titleKey: 'title.receiptApply',
    resolveTitle: (p) => (p.title ? { text: p.title } : null),
    component: receiptsPage('receiptApply'),
    auth: true,
    roles: OWNER,
    certified: true,
  },
  games: {
    path: PAGE.games,
    titleKey: 'title.games',
    component: gamesPage,
    auth: true,
    roles: OWNER,
    certified: true,
  },
  staff: {
    path: PAGE.staff,
    titleKey: 'title.staff',
    component: staffPage('staff'),
    auth: true,
    roles: OWNER,
    certified: true,
  },
  staffEdit: {
    path: PAGE.staffEdit,
    titleKey: 'title.staffEdit',
    resolveTitle: (p) => (p.id ? { key: 'title.staffEditExisting' } : null),
    component: staffPage('staffEdit'),
    auth: true,
    roles: OWNER,
    certified: true,
  },
  staffGames: {
    path: PAGE.staffGames,
    titleKey: 'title.staffGames',
    component: staffPage('staffGames'),
    auth: true,
    roles: OWNER,
    certified: true,
  },
  cooperation: {
    path: PAGE.cooperation,
    titleKey: 'title.cooperation',
    component: partnerPage('cooperation'),
    auth: true,
    roles: BOTH,
    certified: true,
    permission: 'cooperation',
  },
  cooperationShop: {
    path: PAGE.cooperationShop,
    titleKey: 'title.cooperationShop',
    component: partnerPage('cooperationShop'),
    auth: true,
    roles: BOTH,
    certified: true,
    permission: 'cooperation',
  },
  cooperationApplications: {
    path: PAGE.cooperationApplications,
    titleKey: 'title.cooperationApplications',
    component: partnerPage('cooperationApplications'),
    auth: true,
    roles: BOTH,
    certified: true,
    permission: 'cooperation',
  },
  cooperationAddShop: {
    path: PAGE.cooperationAddShop,
    titleKey: 'title.cooperationAddShop',
    component: partnerPage('cooperationAddShop'),
    auth: true,
    roles: OWNER,
    certified: true,
  },
  cooperationAddGame: {
    path: PAGE.cooperationAddGame,
    titleKey: 'title.cooperationAddGame',
    component: partnerPage('cooperationAddGame'),
    auth: true,
    roles: OWNER,
    certified: true,
  },
  cooperationLedger: {
    path: PAGE.cooperationLedger,
    titleKey: 'title.cooperationLedger',
    component: partnerPage('cooperationLedger'),
    auth: true,
    roles: OWNER,
    certified: true,
  },
  cooperationHistory: {
    path: PAGE.cooperationHistory,
    titleKey: 'title.cooperationHistory',
    component: partnerPage('cooperationHistory'),
    auth: true,
    roles: BOTH,
    certified: true,
    permission: 'cooperation',
  },
  balance: {
    path: PAGE.balance,
    titleKey: 'title.balance',
    component: shopMoneyPage('balance'),
    auth: true,
    roles: OWNER,
  },
  recharge: {
    path: PAGE.recharge,
    titleKey: 'title.recharge',
    component: rechargePage('recharge'),
    auth: true,
    roles: OWNER,
  },
  drawMoney: {
    path: PAGE.drawMoney,
    titleKey: 'title.drawMoney',
    component: shopMoneyPage('drawMoney'),
    auth: true,
    roles: OWNER,
  },
  drawMoneyRecord: {
    path: PAGE.drawMoneyRecord,
    titleKey: 'title.drawMoneyRecord',
    component: shopMoneyPage('drawMoneyRecord'),
    auth: true,
    roles: OWNER,
  },
  escrow: {
    path: PAGE.escrow,
    titleKey: 'title.escrow',
    component: shopMoneyPage('escrow'),
    auth: true,
    roles: OWNER,
  },
  redPacket: {
    path: PAGE.redPacket,
    titleKey: 'title.redPacket',
    component: redPacketPage,
    auth: true,
    roles: OWNER,
    certified: true,
  },
  announcements: {
    path: PAGE.announcements,
    titleKey: 'title.announcements',
    component: announcementsPage,
    auth: true,
    roles: OWNER,
  },
  inviteShopkeeper: {
    path: PAGE.inviteShopkeeper,
    titleKey: 'title.inviteShopkeeper',
    component: playersPage('inviteShopkeeper'),
    auth: true,
    roles: OWNER,
    certified: true,
  },
  shareShop: {
    path: PAGE.shareShop,
    titleKey: 'title.shareShop',
    component: playersPage('shareShop'),
    auth: true,
    roles: OWNER,
    certified: true,
  },
  customerService: {
    path: PAGE.customerService,
    titleKey: 'title.customerService',
    component: chatPage('customerService'),
    auth: true,
    roles: OWNER,
    certified: true,
  },

  statisticsAward: {
    path: PAGE.statisticsAward,
    titleKey: 'title.statisticsAward',
    resolveTitle: (p) => (p.pageState === '1' ? { key: 'title.statisticsAwardPaid' } : null),
    component: statisticsPage('statisticsAward'),
    auth: true,
    roles: BOTH,
  },
  statisticsAwardContent: {
    path: PAGE.statisticsAwardContent,
    titleKey: 'title.statisticsAwardContent',
    component: statisticsPage('statisticsAwardContent'),
    auth: true,
    roles: BOTH,
  },
  statisticsPay: {
    path: PAGE.statisticsPay,
    titleKey: 'title.statisticsPay',
    component: statisticsPage('statisticsPay'),
    auth: true,
    roles: OWNER,
  },
  statisticsPayItem: {
    path: PAGE.statisticsPayItem,
    titleKey: 'title.statisticsPayItem',
    resolveTitle: (p) => (p.title ? { text: p.title } : null),
    component: statisticsPage('statisticsPayItem'),
    auth: true,
    roles: OWNER,
  },
  statisticsHistory: {
    path: PAGE.statisticsHistory,
    titleKey: 'title.statisticsHistory',
    component: withdrawalsPage('statisticsHistory'),
    auth: true,
    roles: OWNER,
  },
  statisticsAdjustments: {
    path: PAGE.statisticsAdjustments,
    titleKey: 'title.statisticsAdjustments',
    component: statisticsPage('statisticsAdjustments'),
    auth: true,
    roles: OWNER,
  },
};

export const ROUTE_LIST: readonly RouteEntry[] = Object.values(ROUTES);

/** `/` shows the mine page (docs/architecture.md, web rules). */
export const HOME_ROUTE = ROUTES.mine;
