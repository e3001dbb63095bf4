// The recharge page for the route table, loaded on its own the first time it is visited.
export const RECHARGE_PAGES = {
  recharge: () => import('./pages/recharge-page.tsx'),
};

export type RechargePageName = keyof typeof RECHARGE_PAGES;
