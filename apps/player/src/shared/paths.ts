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
  chat: '/chat',
  draws: '/draws',
  drawHistory: '/draws/:gameId',
} as const;

export const TAB_PATHS: readonly string[] = [PAGE.home, PAGE.orders, PAGE.chat, PAGE.wallet];

export const pickerPath = (code: number) => `/game/${code}`;
export const orderPath = (id: string) => `/orders/${encodeURIComponent(id)}`;
export const drawHistoryPath = (gameId: number) => `/draws/${gameId}`;
