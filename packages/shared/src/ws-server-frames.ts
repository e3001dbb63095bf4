import type { NewUserIndexResponse } from './api/account.ts';
import type { ChatMessage } from './api/chat.ts';

// The server's websocket frames (docs/api.md, "Websocket") as types, and the web's reading of them. Kept apart from
// the client frames' zod schemas (ws.ts) and free of zod: the web's socket is part of the first route, and importing
// from a module that builds schemas at load time would bring the whole of zod into it.

/**
 * The connection is identified: whose it is, and the server's clock (unix seconds). Sent after the events the
 * client missed (`since`); `seq` is where the client stands now in its shop's sequence, to send as `since` next time.
 */
export interface WsReadyFrame {
  type: 'ready';
  user_id: number;
  time: number;
  seq?: number;
}
/**
 * Every event a shop's sockets receive carries its number in the shop's sequence (docs/api.md, "Websocket"): the
 * client keeps the last one it received and sends it as `since` when it reconnects, to any instance.
 */
export interface WsSequenced {
  seq?: number;
}
/** The events the client missed are no longer kept (or the sequence restarted): it refetches its lists. */
export interface WsReloadFrame {
  type: 'reload';
  seq: number;
}
/** The heartbeat, every 10 s, and the answer to a client's `time`. */
export interface WsTimeFrame {
  type: 'time';
  time: number;
}
/** A frame refused, or the connection not identified (code 303). */
export interface WsErrorFrame {
  type: 'error';
  msg: string;
  code?: number;
}
export type WsPrivateFrame = ChatMessage & WsSequenced & { type: 'private' };
export type WsPublicFrame = ChatMessage & WsSequenced & { type: 'public' };
/** A chat message revoked (or deleted by the shopkeeper) by `by`. */
export interface WsRevocationFrame extends WsSequenced {
  type: 'revocation';
  id: number;
  from: number;
  /** 0: the shop group. */
  to: number;
  by: number;
}
/** `from` has read the conversation with `to` (0: the shop group) up to message `id`. */
export interface WsReadFrame extends WsSequenced {
  type: 'read';
  from: number;
  to: number;
  id: number;
}
/** An order now waits for the shop (its phones ring), or changed. */
export interface WsOrderNewFrame extends WsSequenced {
  type: 'order.new';
  order_id: string;
  State: number;
}
export interface WsOrderChangedFrame extends WsSequenced {
  type: 'order.changed';
  order_id: string;
  State: number;
}
/** A player asked for a withdrawal; `pending` is how many wait now. */
export interface WsWithdrawalNewFrame extends WsSequenced {
  type: 'withdrawal.new';
  id: number;
  pending: number;
}
/**
 * The shop answered one of the player's withdrawals: `state` 1 成功结算 or 2 已拒绝 (PlayerWithdrawalState), with
 * the shop's reason when it refused.
 */
export interface WsWithdrawalAnsweredFrame extends WsSequenced {
  type: 'withdrawal.answered';
  id: number;
  state: number;
  reason: string;
}
/**
 * The shop decided one of the player's offline recharges (channel 999): `state` 1 已到账 or 2 已拒绝
 * (OfflineRechargeState), `money` its amount in yuan. The shop refuses an offline recharge without a reason.
 */
export interface WsRechargeAnsweredFrame extends WsSequenced {
  type: 'recharge.answered';
  id: number;
  state: number;
  money: string;
}
/** Counters of the mine page that changed on the server. */
export interface WsBadgeFrame extends WsSequenced {
  type: 'badge';
  count: Partial<NewUserIndexResponse['userinfo']['count']>;
}

export type WsServerFrame =
  | WsReadyFrame
  | WsTimeFrame
  | WsErrorFrame
  | WsPrivateFrame
  | WsPublicFrame
  | WsRevocationFrame
  | WsReadFrame
  | WsOrderNewFrame
  | WsOrderChangedFrame
  | WsWithdrawalNewFrame
  | WsWithdrawalAnsweredFrame
  | WsRechargeAnsweredFrame
  | WsBadgeFrame
  | WsReloadFrame;
export type WsServerFrameType = WsServerFrame['type'];
export type WsServerFrameOf<T extends WsServerFrameType> = Extract<WsServerFrame, { type: T }>;

/** Every kind the server sends: a frame of another kind (a newer server) is ignored by the web. */
export const WS_SERVER_FRAME_TYPES: readonly WsServerFrameType[] = [
  'ready',
  'time',
  'error',
  'private',
  'public',
  'revocation',
  'read',
  'order.new',
  'order.changed',
  'withdrawal.new',
  'withdrawal.answered',
  'recharge.answered',
  'badge',
  'reload',
];

const SERVER_FRAME_TYPES: ReadonlySet<string> = new Set(WS_SERVER_FRAME_TYPES);

function isServerFrame(value: { type?: string } | null): value is WsServerFrame {
  return typeof value?.type === 'string' && SERVER_FRAME_TYPES.has(value.type);
}

/**
 * A server frame read from the socket's text: undefined for text that is not JSON or a kind this client does not
 * know. The fields are the server's own typed output (both sides build on these types); only the kind is checked.
 */
export function readServerFrame(text: string): WsServerFrame | undefined {
  let value: { type?: string } | null;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  return isServerFrame(value) ? value : undefined;
}
