// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the web build, once, at their highest
// levels: the server sends them as they are to browsers that take them (@fastify/static's preCompressed), so no
// request pays for compressing and every phone gets the smallest bytes (docs/operations.md, "First load").
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;
const CONCURRENCY = 4;

export async function precompress(dist) {
  const files = (await fs.readdir(dist, { recursive: true })).filter(
    (f) => TEXT.test(f) && !f.startsWith(`.vite${path.sep}`),
  );
  let raw = 0;
  let br = 0;
  let gz = 0;
  const one = async (file) => {
    const full = path.join(dist, file);
    const bytes = await fs.readFile(full);
    if (bytes.length < MIN_BYTES) return;
    const [b, g] = await Promise.all([
      brotli(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    // Whole or absent: a running server may send a copy the moment it appears.
    await Promise.all([atomicWrite(`${full}.br`, b), atomicWrite(`${full}.gz`, g)]);
    raw += bytes.length;
    br += b.length;
    gz += g.length;
  };
  // zlib works on libuv's thread pool: a few files at a time keep every core busy.
  const queue = [...files];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (queue.length) await one(queue.shift());
    }),
  );
  await fs.writeFile(path.join(dist, MARK), '');
  return { raw, br, gz };
}

/** Written last: the copies of this build are all there. */
const MARK = '.precompressed';

export const isPrecompressed = (dist) => existsSync(path.join(dist, MARK));

async function atomicWrite(file, bytes) {
  await fs.writeFile(`${file}.tmp`, bytes);
  await fs.rename(`${file}.tmp`, file);
}

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
/** The shop app's build folder. */
export const WEB_DIST = path.join(ROOT, 'apps/web/dist');
/** The player app's build folder. */
export const PLAYER_DIST = path.join(ROOT, 'apps/player/dist');

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const dist of [WEB_DIST, PLAYER_DIST].filter((d) => existsSync(d))) {
    const started = Date.now();
    const { raw, br, gz } = await precompress(dist);
    const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
    console.log(
      `${path.relative(ROOT, dist)}: precompressed ${kb(raw)} of text to ${kb(br)} brotli / ${kb(gz)} gzip in ${Date.now() - started} ms`,
    );
  }
}
