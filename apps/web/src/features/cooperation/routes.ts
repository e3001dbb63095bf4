// The partner pages for the route table, each still loaded on its own. The table reaches them through this module,
// fetched on the first visit to any of them: the first route then carries one small import instead of the preload
// lists of seven pages (about 1.4 KB gzip, which the first route's budget does not have).
export const COOPERATION_PAGES = {
  cooperation: () => import('./pages/cooperation-page.tsx'),
  cooperationShop: () => import('./pages/shop-page.tsx'),
  cooperationApplications: () => import('./pages/applications-page.tsx'),
  cooperationAddShop: () => import('./pages/add-shop-page.tsx'),
  cooperationAddGame: () => import('./pages/add-game-page.tsx'),
  cooperationLedger: () => import('./pages/ledger-page.tsx'),
  cooperationHistory: () => import('./pages/history-page.tsx'),
};

export type CooperationPageName = keyof typeof COOPERATION_PAGES;
