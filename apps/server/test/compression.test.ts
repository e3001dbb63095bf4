import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playersApi } from '@dzzs/shared';
import { precompress } from '../../../scripts/precompress.mjs';
import { seedDemoAccounts } from '../src/seed/demo.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// First load (docs/operations.md, "First load"): the web build goes out as its precompressed brotli or gzip copy to
// the browsers that take one, as it is to others; hashed files are cached for a year, the rest asked again; API
// answers above a kilobyte are compressed on the fly.

const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{id:${i},name:"row ${i}"}`).join(',')}];\n`;
const INDEX = `<!doctype html><html><head><script type="module" src="./assets/index-Ab12Cd34.js"></script></head><body>${'<div id="root"></div>'.repeat(80)}</body></html>`;

const PLAYER_INDEX = `<!doctype html><html><head><script type="module" src="./assets/index-Pl12Ay34.js"></script></head><body>${'<div id="player"></div>'.repeat(80)}</body></html>`;

let t: TestApp;
let web: string;
let player: string;
beforeAll(async () => {
  player = fs.mkdtempSync(path.join(os.tmpdir(), 'dzzs-player-'));
  fs.mkdirSync(path.join(player, 'assets'));
  fs.writeFileSync(path.join(player, 'index.html'), PLAYER_INDEX);
  fs.writeFileSync(path.join(player, 'assets', 'index-Pl12Ay34.js'), SCRIPT);
  fs.writeFileSync(path.join(player, 'sw.js'), SCRIPT);
  await precompress(player);
  web = fs.mkdtempSync(path.join(os.tmpdir(), 'dzzs-web-'));
  fs.mkdirSync(path.join(web, 'assets'));
  fs.mkdirSync(path.join(web, 'icons'));
  fs.writeFileSync(path.join(web, 'index.html'), INDEX);
  fs.writeFileSync(path.join(web, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
  fs.writeFileSync(path.join(web, 'sw.js'), SCRIPT);
  fs.writeFileSync(path.join(web, 'icons', 'icon-192.png'), Buffer.alloc(2000, 1));
  await precompress(web);
  t = await createTestApp({ webDist: web, playerDist: player });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(web, { recursive: true, force: true });
  fs.rmSync(player, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('the web build, precompressed', () => {
  it('writes brotli and gzip copies beside the build’s text files', () => {
    const br = fs.readFileSync(path.join(web, 'assets', 'index-Ab12Cd34.js.br'));
    const gz = fs.readFileSync(path.join(web, 'assets', 'index-Ab12Cd34.js.gz'));
    expect(zlib.brotliDecompressSync(br).toString()).toBe(SCRIPT);
    expect(zlib.gunzipSync(gz).toString()).toBe(SCRIPT);
    expect(br.length).toBeLessThan(gz.length);
    expect(fs.existsSync(path.join(web, 'icons', 'icon-192.png.br'))).toBe(false);
  });

  it('sends brotli to a browser that takes it, gzip to one that takes only gzip, the file itself to others', async () => {
    const url = '/assets/index-Ab12Cd34.js';
    const br = await get(url, 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 4);

    const gz = await get(url, 'gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['vary']).toMatch(/accept-encoding/i);
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    for (const none of [undefined, 'identity']) {
      const plain = await get(url, none);
      expect(plain.headers['content-encoding']).toBeUndefined();
      // A shared cache must not hand this answer to a browser that asked for brotli, nor the other way round.
      expect(plain.headers['vary']).toMatch(/accept-encoding/i);
      expect(plain.body).toBe(SCRIPT);
    }
  });

  it('caches hashed files for a year and makes the browser ask again for the rest', async () => {
    expect((await get('/assets/index-Ab12Cd34.js', 'br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const url of ['/', '/index.html', '/sw.js', '/icons/icon-192.png']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    // A script carries the headers that act on a script; the page keeps its whole set.
    const script = await get('/assets/index-Ab12Cd34.js', 'br');
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['x-frame-options']).toBeUndefined();
    const index = await get('/', 'br');
    expect(index.headers['content-security-policy']).toContain("default-src 'self'");
    expect(index.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(index.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(index.rawPayload).toString()).toBe(INDEX);
  });
});

describe('the player app, under /player/ (docs/player-app.md)', () => {
  it('sends its index at /player/, leads /player there, and serves its build as the shop app’s', async () => {
    for (const url of ['/player/', '/player/index.html']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString(), url).toBe(PLAYER_INDEX);
    }
    // Its relative links resolve against the folder: a bare /player would resolve them against /.
    for (const [url, to] of [
      ['/player', '/player/'],
      ['/player?code=AB12', '/player/?code=AB12'],
    ]) {
      const res = await get(url!);
      expect(res.statusCode, url).toBe(301);
      expect(res.headers['location'], url).toBe(to);
    }
    const script = await get('/player/assets/index-Pl12Ay34.js', 'gzip');
    expect(script.headers['content-encoding']).toBe('gzip');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.gunzipSync(script.rawPayload).toString()).toBe(SCRIPT);
    expect((await get('/player/sw.js')).headers['cache-control']).toBe('no-cache');
    expect((await get('/player/nothing.js')).statusCode).toBe(404);
    // The shop app is still at /.
    expect(zlib.brotliDecompressSync((await get('/', 'br')).rawPayload).toString()).toBe(INDEX);
  });
});

describe('API answers', () => {
  it('are compressed above a kilobyte, for clients that accept it', async () => {
    await seedDemoAccounts(t.ctx);
    const shop = await t.login('demo_shop');
    const players = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: playersApi.list.path,
        query: { per_page: '50' },
        headers: {
          server: '1',
          'ba-user-token': shop.token,
          ...(encoding ? { 'accept-encoding': encoding } : {}),
        },
      });
    const plain = await players();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(5000);
    const br = await players('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    // The envelope's `time` is the second of the answer: two calls may straddle one.
    const withoutTime = (body: string) => ({ ...(JSON.parse(body) as object), time: 0 });
    expect(withoutTime(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(withoutTime(plain.body));
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);
    const gz = await players('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(withoutTime(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(withoutTime(plain.body));

    // /docs/json: the OpenAPI document, hundreds of KB of JSON, through the same hook.
    const big = await get('/docs/json', 'br');
    expect(big.headers['content-encoding']).toBe('br');
    const doc = JSON.parse(zlib.brotliDecompressSync(big.rawPayload).toString()) as { openapi: string };
    expect(doc.openapi).toMatch(/^3\./);
    expect((await get('/docs/json', 'gzip')).headers['content-encoding']).toBe('gzip');
    expect((await get('/docs/json')).headers['content-encoding']).toBeUndefined();

    const small = await get('/health', 'br');
    expect(small.json()).toEqual({ status: 'ok' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
