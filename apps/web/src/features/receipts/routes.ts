// The pages of 收款管理 for the route table, each loaded on its own, reached through this module.
export const RECEIPTS_PAGES = {
  receipts: () => import('./pages/receipts-page.tsx'),
  receiptApply: () => import('./pages/apply-page.tsx'),
};

export type ReceiptsPageName = keyof typeof RECEIPTS_PAGES;
