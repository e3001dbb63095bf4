// The shop-money pages for the route table, each loaded on its own, reached through this module on the first visit
// to any of them (as the partner pages are).
export const SHOP_MONEY_PAGES = {
  balance: () => import('./pages/balance-page.tsx'),
  drawMoney: () => import('./pages/draw-money-page.tsx'),
  drawMoneyRecord: () => import('./pages/draw-money-record-page.tsx'),
  escrow: () => import('./pages/escrow-page.tsx'),
};

export type ShopMoneyPageName = keyof typeof SHOP_MONEY_PAGES;
