import {
  CHAT_GROUP,
  type ChatConversation,
  type ChatConversations,
  type ChatHistory,
  type ChatMessage,
} from '@dzzs/shared';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { defineMessages, translate, type Lang } from '../../core/i18n.ts';
import type { Caller } from '../auth/caller.ts';
import { cardOf, nameOf, peerKindOf, toMessage } from './chat.mapper.ts';
import * as repo from './chat.repository.ts';
import type { MessageRow } from './chat.repository.ts';
import { AppError } from '../../core/errors.ts';
import { groupThread, hasGroup, M, pairOf, peerRefOf, privateThread } from './chat.service.ts';

// What is stored, read back (docs/chat.md): a conversation's history, the conversation list with its unread counts,
// and the earlier app's two unread lists. Each read names the caller's own rows or a thread they belong to.

const Q = defineMessages({
  chatGroupName: { zh: '店内群聊', en: 'Shop group' },
});

/** Unread messages of the group are counted up to this many (a badge shows 99+ long before). */
const GROUP_UNREAD_CAP = 1000;
/** The earlier app's unread lists hold at most this many conversations and messages each. */
const LEGACY_LIMIT = 100;

/** Messages with their senders' names and pictures, in the order given. */
async function withSenders(ctx: AppContext, rows: readonly MessageRow[]): Promise<ChatMessage[]> {
  const senders = await repo.membersByIds(
    ctx.db,
    rows.map((r) => r.from_id),
  );
  return rows.map((r) => toMessage(r, senders.get(r.from_id)));
}

/** A page of one conversation, newest last; `beforeId` pages back. */
export async function history(
  ctx: AppContext,
  caller: Caller,
  q: { to: string | number; last_id?: number; per_page: number },
  lang: Lang,
): Promise<ChatHistory> {
  const ref = peerRefOf(q.to);
  let thread: string;
  let peer: ChatHistory['peer'];
  if (ref === CHAT_GROUP) {
    if (!hasGroup(caller)) throw AppError.fail(M.chatNoGroup);
    thread = groupThread(caller.shopId);
    peer = { id: 0, nickname: translate(lang, Q.chatGroupName), avatar: '' };
  } else {
    const pair = await pairOf(ctx.db, caller, ref);
    thread = privateThread(pair.me.id, pair.peer.id);
    peer = cardOf(pair.peer);
  }
  const rows = await repo.threadPage(ctx.db, thread, q.last_id, q.per_page + 1);
  const more = rows.length > q.per_page;
  return { peer, data: await withSenders(ctx, rows.slice(0, q.per_page).reverse()), more };
}

/** The group's entry of the list: its last message and what the caller has not read of it; null when hidden. */
async function groupEntry(ctx: AppContext, caller: Caller, lang: Lang): Promise<ChatConversation | null> {
  if (!hasGroup(caller)) return null;
  const thread = groupThread(caller.shopId);
  const [reader, lastRow] = await Promise.all([
    repo.findReader(ctx.db, caller.user.id),
    repo.lastOfThread(ctx.db, thread),
  ]);
  if (reader.group_hidden_id && (lastRow?.id ?? 0) <= reader.group_hidden_id) return null;
  const unread = await repo.countAfter(
    ctx.db,
    thread,
    reader.group_read_id,
    caller.user.id,
    GROUP_UNREAD_CAP,
  );
  const [last] = lastRow ? await withSenders(ctx, [lastRow]) : [null];
  return {
    chatroomId: CHAT_GROUP,
    chat_type: 'public',
    chat_name: translate(lang, Q.chatGroupName),
    chat_logo: '',
    peer_kind: 'group',
    unread,
    last: last ?? null,
    newMsgTime: last?.create_time ?? 0,
  };
}

/**
 * The caller's conversations, newest first, a page at a time, with the group's entry and the unread total. Reads
 * the kept rows of one account (the list index in order), so a shop with 10,000 conversations reads a page as fast
 * as one with 100.
 */
export async function conversations(
  ctx: AppContext,
  caller: Caller,
  q: { current_page: number; per_page: number },
  lang: Lang,
): Promise<ChatConversations> {
  const [group, reader, rows] = await Promise.all([
    groupEntry(ctx, caller, lang),
    repo.findReader(ctx.db, caller.user.id),
    repo.conversationPage(ctx.db, caller.user.id, (q.current_page - 1) * q.per_page, q.per_page + 1),
  ]);
  const page = rows.slice(0, q.per_page);
  const [peers, lasts] = await Promise.all([
    repo.membersByIds(
      ctx.db,
      page.map((r) => r.peer_id),
    ),
    repo.messagesByIds(
      ctx.db,
      page.map((r) => r.last_message_id),
    ),
  ]);
  const senders = await repo.membersByIds(
    ctx.db,
    [...lasts.values()].map((m) => m.from_id),
  );
  const data: ChatConversation[] = [];
  for (const r of page) {
    const peer = peers.get(r.peer_id);
    if (!peer) continue;
    const last = lasts.get(r.last_message_id);
    data.push({
      chatroomId: String(peer.id),
      chat_type: 'private',
      chat_name: nameOf(peer),
      chat_logo: peer.avatar,
      peer_kind: peerKindOf(peer),
      unread: r.unread,
      last: last ? toMessage(last, senders.get(last.from_id)) : null,
      newMsgTime: Number(r.last_time),
    });
  }
  return {
    unread_total: reader.unread_total + (group?.unread ?? 0),
    group,
    data,
    more: rows.length > q.per_page,
  };
}

/** Unread messages of every conversation of the caller, the group's included (the badge). */
export async function unreadTotal(db: Db, caller: Caller): Promise<number> {
  const reader = await repo.findReader(db, caller.user.id);
  if (!hasGroup(caller)) return reader.unread_total;
  const thread = groupThread(caller.shopId);
  return (
    reader.unread_total +
    (await repo.countAfter(db, thread, reader.group_read_id, caller.user.id, GROUP_UNREAD_CAP))
  );
}

const legacyOf = (m: ChatMessage) => ({
  id: m.id,
  from: m.from,
  to: m.to,
  type: m.type,
  content: m.content,
  state: m.state,
  create_time: m.create_time,
});

/** get_WorkerUserList: each private conversation with unread messages, and those messages (the newest 20). */
export async function unreadPrivate(ctx: AppContext, caller: Caller) {
  const rows = await repo.unreadConversations(ctx.db, caller.user.id, LEGACY_LIMIT);
  const peers = await repo.membersByIds(
    ctx.db,
    rows.map((r) => r.peer_id),
  );
  return Promise.all(
    rows.map(async (r) => {
      const peer = peers.get(r.peer_id);
      const recent = await repo.threadPage(ctx.db, r.thread, undefined, Math.min(r.unread, 20));
      const messages = await withSenders(ctx, recent.reverse());
      return {
        id: r.peer_id,
        avatar: peer?.avatar ?? '',
        nickname: nameOf(peer),
        comm_Not_viewed: r.unread,
        comm_Not_viewed_content: messages.map(legacyOf),
      };
    }),
  );
}

/** get_publicComm: the shop group's unread messages (at most 100) and their count. */
export async function unreadGroup(ctx: AppContext, caller: Caller) {
  const thread = groupThread(caller.shopId);
  const reader = await repo.findReader(ctx.db, caller.user.id);
  const [count, rows] = await Promise.all([
    repo.countAfter(ctx.db, thread, reader.group_read_id, caller.user.id, GROUP_UNREAD_CAP),
    repo.threadAfter(ctx.db, thread, reader.group_read_id, caller.user.id, LEGACY_LIMIT),
  ]);
  const messages = await withSenders(ctx, rows);
  return {
    count,
    content: messages.map((m) => ({
      ...legacyOf(m),
      nickname: m.user_info.user_name,
      user_info: { avatar: m.user_info.user_logo, nickname: m.user_info.user_name },
    })),
  };
}
