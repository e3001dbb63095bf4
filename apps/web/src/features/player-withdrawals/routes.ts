// The withdrawal pages for the route table, each loaded on its own through this module.
export const PLAYER_WITHDRAWALS_PAGES = {
  withdrawalRequests: () => import('./pages/requests-page.tsx'),
  statisticsHistory: () => import('./pages/history-page.tsx'),
};

export type PlayerWithdrawalsPageName = keyof typeof PLAYER_WITHDRAWALS_PAGES;
