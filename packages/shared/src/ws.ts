import { z } from 'zod';
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
  z.object({
    type: z.enum(['private', 'public']),
    to: z.union([z.string(), z.number()]).optional(),
    content: requiredText(2000, { multiline: true }),
    user_info: WsUserInfo.partial().optional(),
  }),
  z.object({
    type: z.literal('revocation'),
    to: z.union([z.string(), z.number()]).optional(),
    content: z.union([z.string(), z.number()]),
  }),
]);
export type WsClientFrame = z.infer<typeof WsClientFrame>;

export type WsServerEvent = 'order.new' | 'order.changed' | 'withdrawal.new' | 'badge';
export interface WsServerFrame {
  type: 'private' | 'public' | 'revocation' | 'read' | 'time' | 'ready' | 'error' | WsServerEvent;
  [key: string]: unknown;
}
