// The chat pages for the route table, each still loaded on its own. The table reaches them through this module,
// fetched on the first visit to any of them, so the first route carries one small import instead of the preload
// lists of three pages (the first route's budget has no room for them).
export const CHAT_PAGES = {
  chatList: () => import('./pages/chat-list-page.tsx'),
  chatRoom: () => import('./pages/chat-room-page.tsx'),
  customerService: () => import('./pages/customer-service-page.tsx'),
};

export type ChatPageName = keyof typeof CHAT_PAGES;
