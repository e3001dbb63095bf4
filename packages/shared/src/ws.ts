import { z } from 'zod';
import { CHAT_LIMITS } from './chat-rules.ts';
import { requiredText } from './fields.ts';

/** Websocket frames (docs/api.md). */
export const WsUserInfo = z.object({
  user_logo: z.string(),
  user_name: z.string(),
  showMode: z.string().optional(),
});

export const WsClientFrame = z.discriminatedUnion('type', [
  /** Identify (first frame) or mark a conversation read (`to`). */
  z.object({
    type: z.literal('postId'),
    token: z.string().optional(),
    content: z.unknown().optional(),
    to: z.union([z.string(), z.number()]).optional(),
  }),
  z.object({ type: z.literal('time'), content: z.unknown().optional() }),
  /** A message to `to` (an account id or 'support'), or to the sender's shop group. */
  z.object({
    type: z.enum(['private', 'public']),
    to: z.union([z.string(), z.number()]).optional(),
    content: requiredText(CHAT_LIMITS.textMax, { multiline: true }),
    /** 'image': `content` is the address an upload answered. */
    content_type: z.enum(['text', 'image']).default('text'),
    user_info: WsUserInfo.partial().optional(),
  }),
  /** Revoke my message (`content` its id) within the time allowed, or, as the shopkeeper, delete a group message. */
  z.object({
    type: z.literal('revocation'),
    to: z.union([z.string(), z.number()]).optional(),
    content: z.coerce.number().int().positive(),
  }),
]);
export type WsClientFrame = z.infer<typeof WsClientFrame>;

export type WsServerEvent = 'order.new' | 'order.changed' | 'withdrawal.new' | 'badge';
export interface WsServerFrame {
  type: 'private' | 'public' | 'revocation' | 'read' | 'time' | 'ready' | 'error' | WsServerEvent;
  [key: string]: unknown;
}
