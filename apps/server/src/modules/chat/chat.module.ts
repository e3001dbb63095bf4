import type { ServerModule } from '../../server-module.ts';
import { unreadTotal } from './chat-queries.service.ts';
import { chatRoutes } from './chat.routes.ts';
import { seedChat } from './chat.seed.ts';
import { markRead, revoke, sendPrivate, sendToGroup } from './chat.service.ts';

export const chatModule: ServerModule = {
  name: 'chat',
  routes: chatRoutes,
  seedDemo: seedChat,
  // The badge of 聊天室 on the mine page.
  mineCounters: async (db, caller) => ({ chatUnread: await unreadTotal(db, caller) }),
  // Messages, revocations and read receipts arrive as frames; a refusal goes back to the sender as an error frame.
  wsFrames: {
    private: (ctx, caller, frame) =>
      sendPrivate(ctx, caller, { to: frame.to, content: frame.content, kind: frame.content_type }),
    public: (ctx, caller, frame) =>
      sendToGroup(ctx, caller, { to: 'public', content: frame.content, kind: frame.content_type }),
    revocation: (ctx, caller, frame) => revoke(ctx, caller, frame.content),
    // After identification, `postId` with `to` marks a conversation read (the earlier app's receipt).
    postId: (ctx, caller, frame) => (frame.to === undefined ? undefined : markRead(ctx, caller, frame.to)),
  },
};
