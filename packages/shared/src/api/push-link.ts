import { z } from 'zod';

/**
 * POST user/getPushKey — binds the shop's push link (推送绑定): the address of a third-party push service (a WeChat
 * official account's 单点推送 link) that hears of each new order. An empty key unbinds it.
 */
export const PushKeyRequest = z.strictObject({
  key: z
    .string()
    .trim()
    .max(500)
    .refine((s) => s === '' || isHttpUrl(s), 'push_url_format'),
});
export type PushKeyRequest = z.input<typeof PushKeyRequest>;

function isHttpUrl(text: string): boolean {
  // The URL parser drops CR, LF and tabs inside an address; a link carrying them is refused, not quietly changed.
  for (const c of text) if (c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f) return false;
  try {
    const url = new URL(text);
    // Credentials in the link would be sent to the service with every notice and shown back on the settings page.
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
  } catch {
    return false;
  }
}
