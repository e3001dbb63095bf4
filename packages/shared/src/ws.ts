import { z } from 'zod';
import { CHAT_LIMITS } from './chat-rules.ts';
import { requiredText } from './fields.ts';

/**
 * Websocket frames (docs/api.md, "Websocket"), each kind defined once: the client's here as zod schemas (the server
 * validates every frame it receives), the server's as types in ws-server-frames.ts (the server builds them, the web
 * reads them by kind).
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
  /**
   * Identify (first frame) or mark a conversation read (`to`). `since`: the last event number the client received
   * (it gets the events after it, or a `reload`).
   */
  z.object({
    type: z.literal('postId'),
    token: z.string().optional(),
    to: peer.optional(),
    since: z.number().int().nonnegative().optional(),
  }),
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
