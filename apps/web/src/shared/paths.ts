/**
 * Every page path of the earlier app, kept exactly as it was (`/pages/...`) so bookmarks, push links and the
 * server's deep links keep working. The route table in app/routes.tsx must hold one entry per path (enforced by
 * its type), and features navigate with these names rather than string literals.
 */
export const PAGE = {
  // tab bar
  orders: '/pages/index/index',
  users: '/pages/index/userPages',
  statistics: '/pages/index/statistics',
  mine: '/pages/index/mine',
  // start-up and account
  initPage: '/pages/initPage',
  login: '/pages/login/login',
  register: '/pages/login/register',
  forgetPassword: '/pages/login/forgetThePassword',
  // orders
  orderDetail: '/pages/indexSupPages/indexSupPages',
  orderSplitting: '/pages/indexSupPages/orderSplitting',
  // players
  allUsers: '/pages/userUupPage/allUserPage',
  userDetail: '/pages/userUupPage/userUupPage',
  userAccountDetails: '/pages/userUupPage/userSupPageSup/userSupPageSup',
  userBets: '/pages/userUupPage/userSupPageSup/userTouzu',
  userInvites: '/pages/userUupPage/userInvitePage',
  agentStatistics: '/pages/userUupPage/agentStatistics',
  agentDetail: '/pages/userUupPage/userinformation/userinformation',
  // chat
  chatList: '/pages/index/chat',
  chatRoom: '/pages/userUupPage/user_chat',
  // mine
  orderInquiry: '/pages/mimeSupPage/orderInquiry',
  waitingAward: '/pages/mimeSupPage/daiPaiJianPage',
  withdrawalRequests: '/pages/mimeSupPage/tixianshenqin',
  settings: '/pages/mimeSupPage/setPage',
  certification: '/pages/mimeSupPage/attestation/shopArresrarion',
  receipts: '/pages/mimeSupPage/receipt',
  receiptApply: '/pages/mimeSupPage/receiptSupPage/receiptSupPage',
  games: '/pages/mimeSupPage/CategoryManagement',
  staff: '/pages/mimeSupPage/yuangongguanli',
  staffEdit: '/pages/mimeSupPage/yuangongguanliSupPage/addYuangong',
  staffGames: '/pages/mimeSupPage/yuangongguanliSupPage/yuangongguanliSupPage',
  cooperation: '/pages/mimeSupPage/dianpu',
  cooperationShop: '/pages/mimeSupPage/dianpuSupPage/dianpuSupPage',
  cooperationApplications: '/pages/mimeSupPage/dianpuSupPage/applicationPage',
  cooperationAddShop: '/pages/mimeSupPage/dianpuSupPage/addShop/addShop',
  cooperationAddGame: '/pages/mimeSupPage/dianpuSupPage/addGameState',
  cooperationLedger: '/pages/mimeSupPage/dianpuSupPage/shopDetail',
  cooperationHistory: '/pages/mimeSupPage/dianpuSupPage/historyPage',
  balance: '/pages/mimeSupPage/balancePage/balancePage',
  recharge: '/pages/mimeSupPage/balancePage/rechargePage',
  drawMoney: '/pages/mimeSupPage/drawMoney/drawMoney',
  drawMoneyRecord: '/pages/mimeSupPage/drawMoney/drawMoneyRecord',
  escrow: '/pages/mimeSupPage/escrowAccountPage',
  redPacket: '/pages/mimeSupPage/redPacket',
  announcements: '/pages/mimeSupPage/announcement_set',
  inviteShopkeeper: '/pages/mimeSupPage/InviteShopkeeper',
  shareShop: '/pages/mimeSupPage/shareCanvas',
  customerService: '/pages/mimeSupPage/goflychat',
  // statistics
  statisticsAward: '/pages/statistics-xiangqing/statistics-award',
  statisticsAwardContent: '/pages/statistics-xiangqing/statisyics-award-contentPage',
  statisticsPay: '/pages/statistics-xiangqing/statistics-Pay',
  statisticsPayItem: '/pages/statistics-xiangqing/statistics-Pay-item',
  statisticsHistory: '/pages/statistics-xiangqing/statistics-history',
  statisticsAdjustments: '/pages/statistics-xiangqing/statistics-statisticsTwo',
} as const;

export type PageName = keyof typeof PAGE;
export type PagePath = (typeof PAGE)[PageName];

/** The four tab pages, in tab-bar order. */
export const TAB_PATHS = [PAGE.orders, PAGE.users, PAGE.statistics, PAGE.mine] as const;

/** Builds `path?query` from a page path and its parameters (parameters always travel in the query string). */
export function pageUrl(path: PagePath, params?: Record<string, string | number | undefined | null>): string {
  if (!params) return path;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null) query.set(key, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
