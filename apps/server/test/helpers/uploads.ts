import type { TestApp } from './test-app.ts';

export interface UploadAnswer {
  code: number;
  msg: string;
  data: { file: string[] } | null;
}

/** POSTs a multipart form with text `fields` and one `file`, as the app does. */
export async function uploadForm<T = { file: string[] }>(
  t: TestApp,
  token: string,
  url: string,
  fields: Record<string, string>,
  bytes: Uint8Array,
  opts: { filename?: string; lang?: 'zh-cn' | 'en' } = {},
): Promise<{ code: number; msg: string; data: T | null }> {
  const boundary = 'x-boundary';
  const body = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${opts.filename ?? 'ticket.jpg'}"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: {
      'ba-user-token': token,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(opts.lang ? { 'think-lang': opts.lang } : {}),
    },
    payload: body,
  });
  return res.json() as { code: number; msg: string; data: T | null };
}

/** Uploads a ticket photo of order `orderId` as the shop app does (multipart: type, name, file). */
export const uploadPhoto = (
  t: TestApp,
  token: string,
  orderId: string,
  bytes: Uint8Array,
  opts: { filename?: string; lang?: 'zh-cn' | 'en' } = {},
): Promise<UploadAnswer> =>
  uploadForm(t, token, '/api/common.Common/upload', { type: 'TicketingImg', name: orderId }, bytes, opts);
