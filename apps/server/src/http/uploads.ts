import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

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

/**
 * `/uploads`: files people uploaded, served so that none of them can ever run on our origin. Images (the server
 * names every upload by its checked content type) and videos are shown inline; anything else is a download in a sandbox;
 * dotfiles are never served; the browser may not guess another type.
 */
export async function serveUploads(app: FastifyInstance, root: string): Promise<void> {
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
    setHeaders(res, file) {
      res.header('x-content-type-options', 'nosniff');
      res.header('content-security-policy', "default-src 'none'; sandbox");
      const inline = INLINE[path.extname(file).toLowerCase()];
      if (inline) res.header('content-type', inline);
      else {
        res.header('content-type', 'application/octet-stream');
        res.header('content-disposition', 'attachment');
      }
    },
  });
}
