import type { FastifyRequest } from 'fastify';
import type { AppError } from '../core/errors.ts';

export interface UploadRefusals {
  /** A missing or repeated part, named. */
  field: (name: string) => AppError;
  /** The file is over `maxBytes` (the reader stops there). */
  tooLarge: () => AppError;
}

/** The multipart form of an upload: its text fields and the bytes of its one file, read no further than maxBytes. */
export async function readUploadForm(
  req: FastifyRequest,
  maxBytes: number,
  refuse: UploadRefusals,
): Promise<{ fields: Record<string, string>; bytes: Buffer }> {
  if (!req.isMultipart()) throw refuse.field('file');
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  for await (const part of req.parts({ limits: { fileSize: maxBytes } })) {
    if (part.type === 'file') {
      if (bytes) throw refuse.field('file');
      bytes = await part.toBuffer().catch((err: unknown) => {
        throw (err as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE' ? refuse.tooLarge() : err;
      });
    } else fields[part.fieldname] = String(part.value);
  }
  if (!bytes) throw refuse.field('file');
  return { fields, bytes };
}
