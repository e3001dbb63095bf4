// The statistics pages for the route table, each loaded on its own through this module.
export const STATISTICS_PAGES = {
  statistics: () => import('./pages/statistics-page.tsx'),
  statisticsAward: () => import('./pages/game-details-page.tsx'),
  statisticsAwardContent: () => import('./pages/figure-orders-page.tsx'),
  statisticsPay: () => import('./pages/recharge-channels-page.tsx'),
  statisticsPayItem: () => import('./pages/recharge-records-page.tsx'),
  statisticsAdjustments: () => import('./pages/adjustments-page.tsx'),
};

export type StatisticsPageName = keyof typeof STATISTICS_PAGES;
