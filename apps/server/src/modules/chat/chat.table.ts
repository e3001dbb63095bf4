import type { Generated } from 'kysely';

/** The tables the chat module owns: only its repositories name them (docs/architecture.md). */
export interface ChatTables {
  chat_messages: ChatMessagesTable;
  chat_conversations: ChatConversationsTable;
  chat_readers: ChatReadersTable;
}

/** A chat message (docs/chat.md); `thread` is 'g<shop>' for a shop's group, '<low>-<high>' for two accounts. */
export interface ChatMessagesTable {
  id: Generated<number>;
  thread: string;
  shop_id: number;
  from_id: number;
  /** The peer of a private message; 0 for the shop's group. */
  to_id: Generated<number>;
  kind: Generated<'text' | 'image'>;
  content: string;
  /** 0 shown, 1 revoked or deleted. */
  state: Generated<number>;
  create_time: number;
}

/** One account's private conversation with one peer, kept as messages arrive. */
export interface ChatConversationsTable {
  id: Generated<number>;
  user_id: number;
  peer_id: number;
  thread: string;
  shop_id: number;
  last_message_id: Generated<number>;
  last_time: Generated<number>;
  unread: Generated<number>;
  /** 1: hidden from the list until the next message. */
  hidden: Generated<number>;
}

/** An account that chats: its private unread total and how far it has read (and hidden) its shop's group. */
export interface ChatReadersTable {
  user_id: number;
  unread_total: Generated<number>;
  group_read_id: Generated<number>;
  group_hidden_id: Generated<number>;
}
