// The players' pages for the route table, each still loaded on its own; the table reaches them through this module,
// fetched on the first visit to any of them, so the first route carries one small import.
export const PLAYERS_PAGES = {
  users: () => import('./pages/users-page.tsx'),
  allUsers: () => import('./pages/all-users-page.tsx'),
  userDetail: () => import('./pages/user-detail-page.tsx'),
  userAccountDetails: () => import('./pages/account-page.tsx'),
  userBets: () => import('./pages/bets-page.tsx'),
  userInvites: () => import('./pages/invites-page.tsx'),
  agentStatistics: () => import('./pages/agents-page.tsx'),
  agentDetail: () => import('./pages/agent-detail-page.tsx'),
  inviteShopkeeper: () => import('./pages/invite-shopkeeper-page.tsx'),
  shareShop: () => import('./pages/share-page.tsx'),
};

export type PlayersPageName = keyof typeof PLAYERS_PAGES;
