// The pages of 员工管理 for the route table, each loaded on its own, reached through this module.
export const STAFF_PAGES = {
  staff: () => import('./pages/staff-page.tsx'),
  staffEdit: () => import('./pages/staff-edit-page.tsx'),
  staffGames: () => import('./pages/staff-games-page.tsx'),
};

export type StaffPageName = keyof typeof STAFF_PAGES;
