// The red packet page for the route table, loaded on its own when first visited.
export const RED_PACKETS_PAGES = {
  redPacket: () => import('./pages/red-packet-page.tsx'),
};
