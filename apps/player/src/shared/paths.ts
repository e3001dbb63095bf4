/** The player app's pages (hash routes). */
export const PAGE = {
  home: '/',
  login: '/login',
  register: '/register',
  forgetPassword: '/forget-password',
  picker: '/game/:code',
  slip: '/slip',
  orders: '/orders',
  orderDetail: '/orders/:id',
  wallet: '/wallet',
  ledger: '/wallet/ledger',
  withdrawals: '/wallet/withdrawals',
  redPackets: '/wallet/red-packets',
  chat: '/chat',
  draws: '/draws',
  drawHistory: '/draws/:gameId',
  groupBuys: '/group-buy',
  groupBuyNew: '/group-buy/new',
  groupBuyPlan: '/group-buy/:id',
} as const;

export const TAB_PATHS: readonly string[] = [PAGE.home, PAGE.orders, PAGE.chat, PAGE.wallet];

export const pickerPath = (code: number) => `/game/${code}`;
export const orderPath = (id: string) => `/orders/${encodeURIComponent(id)}`;
export const drawHistoryPath = (gameId: number) => `/draws/${gameId}`;
export const groupBuyPath = (orderId: string) => `/group-buy/${encodeURIComponent(orderId)}`;

/** What the 投注单 hands to 发起合买: the bet as it would be ordered, priced by the engine. */
export interface PlanDraft {
  game: number;
  content: unknown;
  amountFen: number;
  notes: number;
  issue?: string | undefined;
}
