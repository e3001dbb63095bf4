import { GroupId } from '@dzzs/shared';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import type { ChatMessagesTable } from '../../db/schema.ts';
import type { Insertable, Selectable } from 'kysely';

// The only query-building code of chat (docs/chat.md). Every read names a thread or an account: the service has
// already decided that the caller may see it.

export type MessageRow = Selectable<ChatMessagesTable>;

/** An account as chat shows and checks it. */
export interface Member {
  id: number;
  group_id: number;
  shop_id: number;
  nickname: string;
  username: string;
  avatar: string;
}

const MEMBER = ['id', 'group_id', 'shop_id', 'nickname', 'username', 'avatar'] as const;

export async function findMember(db: DbOrTrx, id: number): Promise<Member | undefined> {
  return db.selectFrom('users').select(MEMBER).where('id', '=', id).executeTakeFirst();
}

export async function membersByIds(db: DbOrTrx, ids: readonly number[]): Promise<Map<number, Member>> {
  const unique = [...new Set(ids)].filter((id) => id > 0);
  if (!unique.length) return new Map();
  const rows = await db.selectFrom('users').select(MEMBER).where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** The platform's customer-service account (the first enabled one). */
export async function findSupport(db: DbOrTrx): Promise<Member | undefined> {
  return db
    .selectFrom('users')
    .select(MEMBER)
    .where('group_id', '=', GroupId.support)
    .where('status', '=', 1)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export async function insertMessage(db: DbOrTrx, row: Insertable<ChatMessagesTable>): Promise<number> {
  const r = await db.insertInto('chat_messages').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

export async function findMessage(db: DbOrTrx, id: number): Promise<MessageRow | undefined> {
  return db.selectFrom('chat_messages').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Marks a shown message revoked; false when it already was. */
export async function revokeMessage(db: DbOrTrx, id: number): Promise<boolean> {
  const r = await db
    .updateTable('chat_messages')
    .set({ state: 1 })
    .where('id', '=', id)
    .where('state', '=', 0)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** Up to `limit` messages of a thread older than `beforeId` (all when absent), newest first. */
export async function threadPage(
  db: DbOrTrx,
  thread: string,
  beforeId: number | undefined,
  limit: number,
): Promise<MessageRow[]> {
  let q = db.selectFrom('chat_messages').selectAll().where('thread', '=', thread);
  if (beforeId !== undefined) q = q.where('id', '<', beforeId);
  return q.orderBy('id', 'desc').limit(limit).execute();
}

/** The messages of a thread after `afterId` that others than `userId` sent: what that account has not read. */
const othersAfter = (db: DbOrTrx, thread: string, afterId: number, userId: number) =>
  db
    .selectFrom('chat_messages')
    .where('thread', '=', thread)
    .where('id', '>', afterId)
    .where('from_id', '<>', userId);

/** Messages of a thread after `afterId` not sent by `userId`, oldest first, at most `limit`. */
export async function threadAfter(
  db: DbOrTrx,
  thread: string,
  afterId: number,
  userId: number,
  limit: number,
): Promise<MessageRow[]> {
  return othersAfter(db, thread, afterId, userId).selectAll().orderBy('id').limit(limit).execute();
}

/** How many messages of a thread after `afterId` others sent, counted up to `cap` (the index range, not the table). */
export async function countAfter(
  db: DbOrTrx,
  thread: string,
  afterId: number,
  userId: number,
  cap: number,
): Promise<number> {
  const inner = othersAfter(db, thread, afterId, userId).select('id').limit(cap);
  const r = await db
    .selectFrom(inner.as('t'))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function lastOfThread(db: DbOrTrx, thread: string): Promise<MessageRow | undefined> {
  return db
    .selectFrom('chat_messages')
    .selectAll()
    .where('thread', '=', thread)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export interface ConversationTouch {
  userId: number;
  peerId: number;
  thread: string;
  shopId: number;
  messageId: number;
  time: number;
  /** 1 for the recipient, 0 for the sender. */
  unread: 0 | 1;
}

/** The conversation of `userId` with `peerId` now ends with this message (and shows again if it was hidden). */
export async function touchConversation(db: DbOrTrx, c: ConversationTouch): Promise<void> {
  await db
    .insertInto('chat_conversations')
    .values({
      user_id: c.userId,
      peer_id: c.peerId,
      thread: c.thread,
      shop_id: c.shopId,
      last_message_id: c.messageId,
      last_time: c.time,
      unread: c.unread,
      hidden: 0,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'peer_id']).doUpdateSet({
        last_message_id: c.messageId,
        last_time: c.time,
        unread: sql`chat_conversations.unread + ${c.unread}`,
        hidden: 0,
      }),
    )
    .execute();
  if (c.unread) await addUnreadTotal(db, c.userId, c.unread);
}

async function addUnreadTotal(db: DbOrTrx, userId: number, n: number): Promise<void> {
  await db
    .insertInto('chat_readers')
    .values({ user_id: userId, unread_total: Math.max(n, 0) })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ unread_total: sql`chat_readers.unread_total + ${n}` }),
    )
    .execute();
}

export interface ReaderRow {
  unread_total: number;
  group_read_id: number;
  group_hidden_id: number;
}

export async function findReader(db: DbOrTrx, userId: number): Promise<ReaderRow> {
  const r = await db
    .selectFrom('chat_readers')
    .select(['unread_total', 'group_read_id', 'group_hidden_id'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return r ?? { unread_total: 0, group_read_id: 0, group_hidden_id: 0 };
}

/** The account has read its shop group up to `messageId` (and, with `hide`, hidden it until the next message). */
export async function readGroup(
  db: DbOrTrx,
  userId: number,
  messageId: number,
  hide: boolean,
): Promise<void> {
  const set = hide ? { group_read_id: messageId, group_hidden_id: messageId } : { group_read_id: messageId };
  await db
    .insertInto('chat_readers')
    .values({ user_id: userId, ...set })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(set))
    .execute();
}

/**
 * The account has read its conversation with `peerId` (and, with `hide`, hidden it): its unread count goes to zero
 * and leaves the total. Answers the conversation's last message id, or undefined when there is no conversation.
 */
export async function readConversation(
  db: DbOrTrx,
  userId: number,
  peerId: number,
  hide: boolean,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('chat_conversations')
    .select(['unread', 'last_message_id'])
    .where('user_id', '=', userId)
    .where('peer_id', '=', peerId)
    .executeTakeFirst();
  if (!row) return undefined;
  // Less what was read, not set to zero: a message that arrived since the read above stays unread.
  await db
    .updateTable('chat_conversations')
    .set({ unread: sql`unread - ${row.unread}`, ...(hide ? { hidden: 1 } : {}) })
    .where('user_id', '=', userId)
    .where('peer_id', '=', peerId)
    .execute();
  if (row.unread) await addUnreadTotal(db, userId, -row.unread);
  return row.last_message_id;
}

export interface ConversationRow {
  peer_id: number;
  unread: number;
  last_time: number;
  last_message_id: number;
}

/** A page of the account's shown conversations, newest first (the list index answers it in order). */
export async function conversationPage(
  db: DbOrTrx,
  userId: number,
  offset: number,
  limit: number,
): Promise<ConversationRow[]> {
  return db
    .selectFrom('chat_conversations')
    .select(['peer_id', 'unread', 'last_time', 'last_message_id'])
    .where('user_id', '=', userId)
    .where('hidden', '=', 0)
    .orderBy('last_time', 'desc')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

/** The account's conversations with unread messages (the earlier app's sync), at most `limit`. */
export async function unreadConversations(db: DbOrTrx, userId: number, limit: number) {
  return db
    .selectFrom('chat_conversations')
    .select(['peer_id', 'thread', 'unread'])
    .where('user_id', '=', userId)
    .where('unread', '>', 0)
    .orderBy('last_time', 'desc')
    .limit(limit)
    .execute();
}

export async function messagesByIds(db: DbOrTrx, ids: readonly number[]): Promise<Map<number, MessageRow>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('chat_messages').selectAll().where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r]));
}
