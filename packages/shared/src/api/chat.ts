import { z } from 'zod';
import { CHAT_GROUP, CHAT_LIMITS, CHAT_SUPPORT } from '../chat-rules.ts';
import { id, pageQuery } from '../fields.ts';

// Wire shapes of chat and customer service (docs/chat.md). A conversation is named by `to`: a peer's account id,
// 'public' for the shop's group, or 'support' for the platform's customer service.

const unix = z.number().int();

/** Whom a conversation is with: an account id, the shop group or customer service. */
export const chatPeer = () => z.union([z.literal(CHAT_GROUP), z.literal(CHAT_SUPPORT), id()]);

export const ChatUserInfo = z.object({ user_logo: z.string(), user_name: z.string() });

export const ChatMessage = z.object({
  id: z.number().int(),
  type: z.enum(['private', 'public']),
  from: z.number().int(),
  /** The peer of a private message; 0 for the group. */
  to: z.number().int(),
  /** Text, or the address of an image; '' once revoked. */
  content: z.string(),
  content_type: z.enum(['text', 'image']),
  /** '0' shown, '1' revoked (or deleted by the shopkeeper). */
  state: z.enum(['0', '1']),
  create_time: unix,
  user_info: ChatUserInfo,
});

export const ChatHistoryRequest = z.strictObject({
  to: chatPeer(),
  /** Older than this message (the oldest one shown); absent: the newest page. */
  last_id: id().optional(),
  per_page: z.coerce.number().int().min(1).max(50).default(CHAT_LIMITS.historyPage),
});

export const ChatPeerCard = z.object({ id: z.number().int(), nickname: z.string(), avatar: z.string() });

export const ChatHistory = z.object({
  /** Whom the conversation is with (id 0 for the group). */
  peer: ChatPeerCard,
  /** Oldest first, newest last. */
  data: z.array(ChatMessage),
  /** Older messages exist: ask again with `last_id` = the first message's id. */
  more: z.boolean(),
});

export const ChatConversation = z.object({
  /** 'public' for the group, else the peer's id as text. */
  chatroomId: z.string(),
  chat_type: z.enum(['private', 'public']),
  chat_name: z.string(),
  chat_logo: z.string(),
  /** The peer's kind: 'shop' (owner or staff), 'player', 'support' or 'group'. */
  peer_kind: z.enum(['shop', 'player', 'support', 'group']),
  unread: z.number().int(),
  last: ChatMessage.nullable(),
  newMsgTime: unix,
});

export const ChatConversationsRequest = z.strictObject({
  current_page: pageQuery.current_page,
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export const ChatConversations = z.object({
  /** Unread messages of every conversation, the group's included (the badge). */
  unread_total: z.number().int(),
  /** The shop group (null for customer service, which has none); shown among the others by its time. */
  group: ChatConversation.nullable(),
  /** Private conversations, newest first. */
  data: z.array(ChatConversation),
  more: z.boolean(),
});

export const ChatHideRequest = z.strictObject({ to: chatPeer() });

export const ChatUnreadLegacy = z.object({
  content: z.string(),
  id: z.number().int(),
  from: z.number().int(),
  to: z.number().int(),
  type: z.string(),
  state: z.enum(['0', '1']),
  create_time: unix,
});

export const ChatWorkerUserList = z.array(
  z.object({
    id: z.number().int(),
    avatar: z.string(),
    nickname: z.string(),
    comm_Not_viewed: z.number().int(),
    comm_Not_viewed_content: z.array(ChatUnreadLegacy),
  }),
);

export const ChatPublicComm = z.object({
  count: z.number().int(),
  content: z.array(
    ChatUnreadLegacy.extend({
      nickname: z.string(),
      user_info: z.object({ avatar: z.string(), nickname: z.string() }),
    }),
  ),
});

export type ChatMessage = z.infer<typeof ChatMessage>;
export type ChatConversation = z.infer<typeof ChatConversation>;
export type ChatConversations = z.infer<typeof ChatConversations>;
export type ChatHistory = z.infer<typeof ChatHistory>;
export type ChatPeerCard = z.infer<typeof ChatPeerCard>;

/**
 * POST common.Common/uploadChatImage — a chat image (the earlier app sent these through upload2 with `type` worker and
 * `name` a time stamp; both are still accepted and not needed). The image is stored re-encoded; the answer's `url` is
 * what an image message carries.
 */
export const ChatImageUpload = z.strictObject({
  type: z.literal('worker').optional(),
  name: z.string().max(40).optional(),
});
export const ChatImageResponse = z.strictObject({ url: z.string() });
