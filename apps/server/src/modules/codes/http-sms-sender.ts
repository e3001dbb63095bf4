import type { CodeSender } from './code-sender.ts';
import { codeText } from './code-text.ts';

const TIMEOUT_MS = 10_000;

/**
 * SMS through an HTTP gateway (SMS_PROVIDER=http): POST SMS_HTTP_URL with
 * `{"phone", "text", "code", "event"}` as JSON and, when SMS_HTTP_TOKEN is set, `Authorization: Bearer <token>`.
 * Any 2xx answer means accepted; anything else, or no answer within 10 s, is a failed delivery (the code is then
 * forgotten and the person may ask again at once). A provider with another shape sits behind a small relay.
 */
export function createHttpSmsSender(options: { url: string; token: string | null }): CodeSender {
  return {
    async send(message) {
      const res = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify({
          phone: message.address,
          text: codeText(message.code),
          code: message.code,
          event: message.event,
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await res.body?.cancel();
      if (!res.ok) throw new Error(`SMS gateway answered HTTP ${res.status}`);
    },
  };
}
