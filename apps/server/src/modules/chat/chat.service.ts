import { CHAT_GROUP, CHAT_LIMITS, CHAT_SUPPORT, containsLink, GroupId } from '@dzzs/shared';
import { nowSeconds } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import { defineMessages } from '../../core/i18n.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTrx } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Caller } from '../auth/caller.ts';
import { toMessage } from './chat.mapper.ts';
import * as repo from './chat.repository.ts';
import type { Member, MessageRow } from './chat.repository.ts';

// The rules of chat (docs/chat.md): who may talk to whom, sending, revoking, reading and hiding. Every change is one
// transaction; the frames it sets off are numbered in it and go out after the commit.

export const M = defineMessages({
  chatPeerField: {
    zh: 'to 须为对方的账号 ID、public（店内群聊）或 support（客服）',
    en: 'to must be the account id of the person, public (the shop group) or support (customer service)',
  },
  chatPeerUnknown: { zh: '聊天对象不存在', en: 'No such person to chat with' },
  chatNoGroup: { zh: '客服账号没有店内群聊', en: 'Customer service has no shop group' },
  chatLink: { zh: '请勿发送链接~', en: 'Links are not allowed in chat' },
  chatImageUnknown: {
    zh: '图片须先通过聊天图片上传（uploadChatImage）',
    en: 'An image must first be uploaded as a chat image (uploadChatImage)',
  },
  chatUploadField: {
    zh: '{field} 无效：上传一张图片 file（JPG、PNG、WebP 或 GIF）',
    en: '{field} is invalid: upload one image as file (JPG, PNG, WebP or GIF)',
  },
  chatMessageUnknown: { zh: '消息不存在', en: 'No such message' },
  chatRevokeLate: {
    zh: '发送超过 {minutes} 分钟的消息不能撤回',
    en: 'A message older than {minutes} minutes cannot be revoked',
  },
  chatRevokeNotOwn: { zh: '只能撤回自己发送的消息', en: 'You can only revoke your own messages' },
  chatHidden: { zh: '已删除该聊天', en: 'Conversation removed' },
});

const isShopAccount = (m: { group_id: number }) =>
  m.group_id === GroupId.shopkeeper || m.group_id === GroupId.staff;

/**
 * Whether two accounts may have a private conversation: a shop's accounts with its players and with each other,
 * a player only with the accounts of their own shop, customer service with any shop owner.
 */
export function mayTalk(me: Member, peer: Member): boolean {
  if (me.id === peer.id) return false;
  if (me.group_id === GroupId.support) return peer.group_id === GroupId.shopkeeper;
  if (peer.group_id === GroupId.support) return me.group_id === GroupId.shopkeeper;
  if (me.shop_id !== peer.shop_id || me.shop_id === 0) return false;
  return isShopAccount(me) || isShopAccount(peer);
}

export const groupThread = (shopId: number) => `g${shopId}`;
export const privateThread = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

/** The shop a private conversation belongs to: the shop of its members, or the owner's with customer service. */
const shopOfPair = (me: Member, peer: Member) =>
  me.group_id === GroupId.support ? peer.shop_id : me.shop_id;

export const hasGroup = (caller: Caller) => caller.user.group_id !== GroupId.support && caller.shopId > 0;

/** `to` of a frame or request: an account id, 'public' or 'support'. */
export type PeerRef = number | typeof CHAT_GROUP | typeof CHAT_SUPPORT;

export function peerRefOf(to: string | number | undefined): PeerRef {
  if (to === CHAT_GROUP || to === CHAT_SUPPORT) return to;
  const n = typeof to === 'string' && /^\d{1,10}$/.test(to.trim()) ? Number(to) : to;
  if (typeof n === 'number' && Number.isSafeInteger(n) && n > 0) return n;
  throw AppError.fail(M.chatPeerField);
}

/** Me and the private peer I name, checked: unknown accounts and those I may not talk to are "not found" alike. */
export async function pairOf(db: DbOrTrx, caller: Caller, ref: number | typeof CHAT_SUPPORT) {
  const [me, peer] = await Promise.all([
    repo.findMember(db, caller.user.id),
    ref === CHAT_SUPPORT ? repo.findSupport(db) : repo.findMember(db, ref),
  ]);
  if (!me || !peer || !mayTalk(me, peer)) throw AppError.fail(M.chatPeerUnknown);
  return { me, peer };
}

function checkContent(ctx: AppContext, content: string, kind: 'text' | 'image'): void {
  if (kind === 'text' && containsLink(content)) throw AppError.fail(M.chatLink);
  if (kind === 'image' && !ctx.storage.keyOf(content)?.startsWith(`${CHAT_FOLDER}/`))
    throw AppError.fail(M.chatImageUnknown);
}

/** Where chat images are stored (uploadChatImage, chat-images.service.ts). */
export const CHAT_FOLDER = 'chat';

export interface Outgoing {
  to: string | number | undefined;
  content: string;
  kind: 'text' | 'image';
}

/** A private message: stored, both conversations moved on, then pushed to both accounts (all their sockets). */
export async function sendPrivate(ctx: AppContext, caller: Caller, out: Outgoing): Promise<void> {
  const ref = peerRefOf(out.to);
  if (ref === CHAT_GROUP) return sendToGroup(ctx, caller, out);
  checkContent(ctx, out.content, out.kind);
  await inTransaction(ctx, async (tx) => {
    const { me, peer } = await pairOf(tx.trx, caller, ref);
    const thread = privateThread(me.id, peer.id);
    const shopId = shopOfPair(me, peer);
    const time = nowSeconds();
    const row = {
      thread,
      shop_id: shopId,
      from_id: me.id,
      to_id: peer.id,
      kind: out.kind,
      content: out.content,
    };
    const id = await repo.insertMessage(tx.trx, { ...row, create_time: time });
    const touch = { thread, shopId, messageId: id, time };
    await repo.touchConversation(tx.trx, { ...touch, userId: me.id, peerId: peer.id, unread: 0 });
    await repo.touchConversation(tx.trx, { ...touch, userId: peer.id, peerId: me.id, unread: 1 });
    const message = toMessage({ ...row, id, state: 0, create_time: time }, me);
    ctx.events.publishIn(tx, { users: [me.id, peer.id] }, message);
  });
}

/** A message to the caller's shop group: stored once, pushed to every member connected. */
export async function sendToGroup(ctx: AppContext, caller: Caller, out: Outgoing): Promise<void> {
  if (!hasGroup(caller)) throw AppError.fail(M.chatNoGroup);
  checkContent(ctx, out.content, out.kind);
  await inTransaction(ctx, async (tx) => {
    const me = await repo.findMember(tx.trx, caller.user.id);
    if (!me) throw AppError.fail(M.chatPeerUnknown);
    const time = nowSeconds();
    const row = {
      thread: groupThread(caller.shopId),
      shop_id: caller.shopId,
      from_id: me.id,
      to_id: 0,
      kind: out.kind,
      content: out.content,
    };
    const id = await repo.insertMessage(tx.trx, { ...row, create_time: time });
    await repo.readGroup(tx.trx, me.id, id, false);
    ctx.events.publishIn(
      tx,
      { group: caller.shopId },
      toMessage({ ...row, id, state: 0, create_time: time }, me),
    );
  });
}

/** A message the caller can see: in their shop's group, or in a private conversation they are part of. */
function visibleTo(caller: Caller, m: MessageRow): boolean {
  if (m.to_id === 0) return hasGroup(caller) && m.thread === groupThread(caller.shopId);
  return m.from_id === caller.user.id || m.to_id === caller.user.id;
}

/**
 * Revokes the caller's own message within CHAT_LIMITS.revokeSeconds, or, for a shopkeeper, deletes any message of
 * the shop group for everyone. Everyone who could see it is told.
 */
export async function revoke(ctx: AppContext, caller: Caller, messageId: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const m = await repo.findMessage(tx.trx, messageId);
    if (!m || !visibleTo(caller, m)) throw AppError.fail(M.chatMessageUnknown);
    const ownerOfGroup = m.to_id === 0 && caller.user.group_id === GroupId.shopkeeper;
    if (!ownerOfGroup) {
      if (m.from_id !== caller.user.id) throw AppError.fail(M.chatRevokeNotOwn);
      if (nowSeconds() - Number(m.create_time) > CHAT_LIMITS.revokeSeconds)
        throw AppError.fail(M.chatRevokeLate, { minutes: CHAT_LIMITS.revokeSeconds / 60 });
    }
    if (!(await repo.revokeMessage(tx.trx, m.id))) return;
    const audience = m.to_id === 0 ? { group: m.shop_id } : { users: [m.from_id, m.to_id] };
    const frame = { type: 'revocation', id: m.id, from: m.from_id, to: m.to_id, by: caller.user.id } as const;
    ctx.events.publishIn(tx, audience, frame);
  });
}

/**
 * The caller has read a conversation (and, with `hide`, removed it from their list until its next message). The
 * peer of a private conversation gets a `read` receipt; the caller's other sockets learn it too (their badges).
 */
export async function markRead(
  ctx: AppContext,
  caller: Caller,
  to: string | number | undefined,
  hide = false,
): Promise<void> {
  const ref = peerRefOf(to);
  await inTransaction(ctx, async (tx) => {
    const me = caller.user.id;
    if (ref === CHAT_GROUP) {
      if (!hasGroup(caller)) throw AppError.fail(M.chatNoGroup);
      const last = await repo.lastOfThread(tx.trx, groupThread(caller.shopId));
      await repo.readGroup(tx.trx, me, last?.id ?? 0, hide);
      ctx.events.publishIn(tx, { users: [me] }, { type: 'read', from: me, to: 0, id: last?.id ?? 0 });
      return;
    }
    const { peer } = await pairOf(tx.trx, caller, ref);
    const lastId = await repo.readConversation(tx.trx, me, peer.id, hide);
    if (lastId === undefined) return;
    ctx.events.publishIn(tx, { users: [me, peer.id] }, { type: 'read', from: me, to: peer.id, id: lastId });
  });
}
