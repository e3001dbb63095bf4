// The 公告设置 page for the route table, loaded on its own when first visited.
export const ANNOUNCEMENTS_PAGES = {
  announcements: () => import('./pages/announcements-page.tsx'),
};
