// The 彩种管理 page for the route table, loaded on its own when first visited.
export const SHOP_GAMES_PAGES = {
  games: () => import('./pages/games-page.tsx'),
};
