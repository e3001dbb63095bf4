import type { TestApp } from './test-app.ts';

export interface UploadAnswer {
  code: number;
  msg: string;
  data: { file: string[] } | null;
}

/** Uploads a ticket photo of order `orderId` as the shop app does (multipart: type, name, file). */
export async function uploadPhoto(
  t: TestApp,
  token: string,
  orderId: string,
  bytes: Uint8Array,
  opts: { filename?: string; lang?: 'zh-cn' | 'en' } = {},
): Promise<UploadAnswer> {
  const boundary = 'x-boundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nTicketingImg\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${orderId}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${opts.filename ?? 'ticket.jpg'}"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/common.Common/upload',
    headers: {
      'ba-user-token': token,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(opts.lang ? { 'think-lang': opts.lang } : {}),
    },
    payload: body,
  });
  return res.json() as UploadAnswer;
}
