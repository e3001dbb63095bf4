import { z } from 'zod';
import type { NewUserIndexResponse } from './api/account.ts';
import type { ChatMessage } from './api/chat.ts';
import { CHAT_LIMITS } from './chat-rules.ts';
import { requiredText } from './fields.ts';

/**
 * Websocket frames (docs/api.md, "Websocket"), each kind defined once: the client's as zod schemas (the server
 * validates every frame it receives), the server's as types (the server builds them, the web reads them by kind).
 */
export const WsUserInfo = z.object({
  user_logo: z.string(),
  user_name: z.string(),
  showMode: z.string().optional(),
});

/** `to` of a chat frame: an account id (as a number or its digits), 'public' (the shop group) or 'support'. */
const peer = z.union([z.string(), z.number()]);

/** A chat message: to `to` (an account id or 'support'), or to the sender's shop group. */
const message = {
  to: peer.optional(),
  content: requiredText(CHAT_LIMITS.textMax, { multiline: true }),
  /** 'image': `content` is the address an upload answered. */
  content_type: z.enum(['text', 'image']).default('text'),
  user_info: WsUserInfo.partial().optional(),
};

export const WsClientFrame = z.discriminatedUnion('type', [
  /** Identify (first frame) or mark a conversation read (`to`). */
  z.object({ type: z.literal('postId'), token: z.string().optional(), to: peer.optional() }),
  /** Asks the server's clock. */
  z.object({ type: z.literal('time') }),
  z.object({ type: z.literal('private'), ...message }),
  z.object({ type: z.literal('public'), ...message }),
  /** Revoke my message (`content` its id) within the time allowed, or, as the shopkeeper, delete a group message. */
  z.object({
    type: z.literal('revocation'),
    to: peer.optional(),
    content: z.coerce.number<number | string>().int().positive(),
  }),
]);
/** A frame as the server's handlers receive it, validated. */
export type WsClientFrame = z.output<typeof WsClientFrame>;
/** A frame as a client writes it. */
export type WsClientFrameInput = z.input<typeof WsClientFrame>;
export type WsClientFrameType = WsClientFrame['type'];
export type WsClientFrameOf<T extends WsClientFrameType> = Extract<WsClientFrame, { type: T }>;

/** The connection is identified: whose it is, and the server's clock (unix seconds). */
export interface WsReadyFrame {
  type: 'ready';
  user_id: number;
  time: number;
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
export type WsPrivateFrame = ChatMessage & { type: 'private' };
export type WsPublicFrame = ChatMessage & { type: 'public' };
/** A chat message revoked (or deleted by the shopkeeper) by `by`. */
export interface WsRevocationFrame {
  type: 'revocation';
  id: number;
  from: number;
  /** 0: the shop group. */
  to: number;
  by: number;
}
/** `from` has read the conversation with `to` (0: the shop group) up to message `id`. */
export interface WsReadFrame {
  type: 'read';
  from: number;
  to: number;
  id: number;
}
/** An order now waits for the shop (its phones ring), or changed. */
export interface WsOrderNewFrame {
  type: 'order.new';
  order_id: string;
  State: number;
}
export interface WsOrderChangedFrame {
  type: 'order.changed';
  order_id: string;
  State: number;
}
/** A player asked for a withdrawal; `pending` is how many wait now. */
export interface WsWithdrawalNewFrame {
  type: 'withdrawal.new';
  id: number;
  pending: number;
}
/** Counters of the mine page that changed on the server. */
export interface WsBadgeFrame {
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
  | WsBadgeFrame;
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
  'badge',
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
