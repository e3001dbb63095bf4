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

/**
 * How a page reads each query parameter: text, a number, or a flag (`1` when on). A trailing `?` marks one the
 * page can open without; links must give the others. Pages are opened from typed-in and bookmarked URLs too, so a
 * page still reads a missing parameter as null.
 */
type ParamKind = 'string' | 'string?' | 'number' | 'number?' | 'flag';

/**
 * Each page's query parameters, by path; a page not listed takes none. `pageUrl` accepts exactly these and
 * `usePageParams` reads them, so a link and the page it opens cannot disagree on a name.
 */
export const PAGE_PARAMS = {
  [PAGE.login]: { redirect: 'string?', username: 'string?' },
  [PAGE.orderDetail]: { order_id: 'string', order_lock: 'flag' },
  [PAGE.orderSplitting]: { order_id: 'string' },
  [PAGE.orderInquiry]: { orderState: 'string?' },
  [PAGE.chatRoom]: { user_id: 'number', type: 'string?', user_name: 'string?' },
  // Players: `id` (or `user_id`, `agentId`) is the player; orderState 98 hides orders whose ticket was not bought.
  [PAGE.userDetail]: { id: 'number' },
  [PAGE.userAccountDetails]: { user_id: 'number' },
  [PAGE.userBets]: { id: 'number', orderState: 'string?' },
  [PAGE.userInvites]: { id: 'number' },
  [PAGE.agentDetail]: { agentId: 'number' },
  // 收款管理: `id` is the channel applied for.
  [PAGE.receiptApply]: { id: 'number', title: 'string?' },
  [PAGE.staffEdit]: { id: 'number?', state: 'string?' },
  [PAGE.staffGames]: { id: 'number' },
  // Partner shops: `type` is the side I look from (1 I hand orders over, 2 I receive them), `shop_id` the other shop.
  [PAGE.cooperation]: { type: 'number?' },
  [PAGE.cooperationShop]: { shop_id: 'number', type: 'number' },
  [PAGE.cooperationAddGame]: { shop_id: 'number' },
  [PAGE.cooperationLedger]: { shop_id: 'number', type: 'number' },
  [PAGE.cooperationHistory]: { shop_id: 'number', type: 'number' },
  // Back from a payment provider: `trade` is the recharge paid (or not) there.
  [PAGE.recharge]: { trade: 'string?' },
  // Statistics: the detail pages carry the tab's choice (clerk_id 0 everyone, Shanghai days `YYYY-M-D`), so a
  // bookmark shows the same figures; pageState / type 0 出票, 1 派奖.
  [PAGE.statisticsAward]: {
    pageState: 'string?',
    clerk_id: 'number?',
    startTime: 'string?',
    endTime: 'string?',
  },
  [PAGE.statisticsAwardContent]: {
    game_id: 'number',
    type: 'string?',
    clerk_id: 'number?',
    startTime: 'string?',
    endTime: 'string?',
    title: 'string?',
  },
  [PAGE.statisticsPay]: { startTime: 'string?', endTime: 'string?' },
  [PAGE.statisticsPayItem]: {
    source_id: 'number',
    title: 'string?',
    startTime: 'string?',
    endTime: 'string?',
  },
} as const satisfies { readonly [P in PagePath]?: Readonly<Record<string, ParamKind>> };

type SpecOf<P extends PagePath> = P extends keyof typeof PAGE_PARAMS ? (typeof PAGE_PARAMS)[P] : object;
type ValueOf<K> = K extends 'number' | 'number?' ? number : K extends 'flag' ? boolean : string;
type Needed<S> = { [N in keyof S as S[N] extends 'string' | 'number' ? N : never]: ValueOf<S[N]> };
type Optional<S> = {
  [N in keyof S as S[N] extends 'string' | 'number' ? never : N]?: ValueOf<S[N]> | null | undefined;
};

/** What a link to page P gives: its required parameters, and any of its optional ones. */
export type PageParamsInput<P extends PagePath> = Needed<SpecOf<P>> & Optional<SpecOf<P>>;

/** What page P reads: every parameter it declares; absent or malformed ones are null, flags false. */
export type PageParams<P extends PagePath> = {
  readonly [N in keyof SpecOf<P>]: SpecOf<P>[N] extends 'flag' ? boolean : ValueOf<SpecOf<P>[N]> | null;
};

type ParamsArgs<P extends PagePath> = [keyof SpecOf<P>] extends [never]
  ? []
  : object extends Needed<SpecOf<P>>
    ? [params?: PageParamsInput<P>]
    : [params: PageParamsInput<P>];

/** Builds `path?query` from a page path and its parameters (parameters always travel in the query string). */
export function pageUrl<P extends PagePath>(path: P, ...[params]: ParamsArgs<P>): string {
  if (!params) return path;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params as Record<string, unknown>)) {
    if (value === undefined || value === null || value === false) continue;
    query.set(key, value === true ? '1' : String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** Reads page P's parameters from a query string, as its declaration says. */
export function readPageParams<P extends PagePath>(path: P, query: URLSearchParams): PageParams<P> {
  const spec: Readonly<Record<string, ParamKind>> =
    (PAGE_PARAMS as Partial<Record<PagePath, Readonly<Record<string, ParamKind>>>>)[path] ?? {};
  const out: Record<string, string | number | boolean | null> = {};
  for (const [name, kind] of Object.entries(spec)) {
    const raw = query.get(name);
    if (kind === 'flag') out[name] = raw === '1';
    else if (kind.startsWith('number')) out[name] = raw !== null && /^-?\d+$/.test(raw) ? Number(raw) : null;
    else out[name] = raw;
  }
  return out as PageParams<P>;
}
