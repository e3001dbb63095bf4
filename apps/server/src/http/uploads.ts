import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { ByteRange, Storage } from '../storage/storage.ts';

const INLINE: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  // Certification videos, stored only when their first bytes are one of these.
  '.mp4': 'video/mp4',
  '.mov': 'video/quicktime',
  '.webm': 'video/webm',
};

/** The headers every uploaded file goes out with, whichever storage holds it. */
function uploadHeaders(res: { header(name: string, value: string): unknown }, file: string) {
  res.header('x-content-type-options', 'nosniff');
  res.header('content-security-policy', "default-src 'none'; sandbox");
  const inline = INLINE[path.extname(file).toLowerCase()];
  if (inline) res.header('content-type', inline);
  else {
    res.header('content-type', 'application/octet-stream');
    res.header('content-disposition', 'attachment');
  }
}

/**
 * `/uploads`: files people uploaded, served so that none of them can ever run on our origin. Images (the server
 * names every upload by its checked content type) and videos are shown inline; anything else is a download in a sandbox;
 * dotfiles (pending writes) are never served; the browser may not guess another type. The URLs are the same whether
 * the files are on this computer's disk or in S3 (streamed through the server: docs/operations.md, "Uploads").
 */
export async function serveUploads(
  app: FastifyInstance,
  config: Pick<AppConfig, 'uploadDir' | 's3'>,
  storage: Storage,
): Promise<void> {
  if (config.s3) return void serveFromStorage(app, storage);
  const root = config.uploadDir;
  fs.mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    serveDotFiles: false,
    // No path segment may start with a dot (.env, .git/…), however it is spelled.
    allowedPath: (pathName) =>
      !decodeURIComponent(pathName)
        .split('/')
        .some((part) => part.startsWith('.')),
    setHeaders: uploadHeaders,
  });
}

/** `bytes=a-b` or `bytes=a-`, the ranges a video player asks for; anything else is answered with the whole file. */
function rangeOf(header: string | undefined): ByteRange | undefined {
  const m = header ? /^bytes=(\d+)-(\d*)$/.exec(header.trim()) : null;
  if (!m) return undefined;
  const start = Number(m[1]);
  const end = m[2] ? Number(m[2]) : undefined;
  return end === undefined || end >= start ? { start, ...(end === undefined ? {} : { end }) } : undefined;
}

/** Uploads streamed from a storage that isn't a directory here: only keys this server makes are looked up. */
function serveFromStorage(app: FastifyInstance, storage: Storage) {
  const notFound = (reply: FastifyReply) =>
    reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
  app.get('/uploads/*', { schema: { hide: true } }, async (req, reply) => {
    const key = (req.params as { '*': string })['*'];
    const range = rangeOf(req.headers.range);
    let file;
    try {
      file = await storage.open(key, range);
    } catch (err) {
      if ((err as { name?: string }).name !== 'InvalidRange') throw err;
      return reply.status(416).type('text/plain; charset=utf-8').send('Range Not Satisfiable');
    }
    if (!file) return notFound(reply);
    uploadHeaders(reply, key);
    // Keys are never reused: a stored file never changes.
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    reply.header('accept-ranges', 'bytes');
    reply.header('content-length', String(file.end - file.start + 1));
    if (range) reply.status(206).header('content-range', `bytes ${file.start}-${file.end}/${file.size}`);
    return reply.send(file.body);
  });
}
