// `npm start`: builds the two web apps (the shop's, the player's) and the server bundle when their sources changed, then runs the server
// (migrates, seeds demo data on the embedded database, serves everything on http://127.0.0.1:8080 and prints the
// demo logins).
// The build's brotli/gzip copies are written after the server is up, in the background (until then @fastify/compress
// compresses on the fly): the first start of a fresh clone doesn't wait for them (docs/operations.md, "First start").
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundle, ROOT } from './bundle.mjs';
import { SERVER_ENV, SERVER_NODE_ARGS } from './server-runtime.mjs';
import { isPrecompressed, PLAYER_DIST, WEB_DIST } from './precompress.mjs';

function newestMtime(target) {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}
const stale = (output, sources) =>
  !fs.existsSync(output) ||
  Math.max(...sources.map((s) => newestMtime(path.join(ROOT, s)))) > fs.statSync(output).mtimeMs;

const webApps = [
  { dist: WEB_DIST, workspace: '@dzzs/web', dir: 'apps/web', name: 'the web app' },
  { dist: PLAYER_DIST, workspace: '@dzzs/player', dir: 'apps/player', name: 'the player app' },
];
for (const web of webApps) {
  if (!stale(path.join(web.dist, 'index.html'), [web.dir, 'packages/shared/src', 'packages/web-shared']))
    continue;
  console.log(`Building ${web.name}…`);
  const build = spawnSync('npm', ['run', 'build', '-w', web.workspace], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const serverBundle = path.join(ROOT, 'apps/server/dist/server.js');
if (stale(serverBundle, ['apps/server/src', 'packages/shared/src'])) {
  console.log('Bundling the server…');
  await bundle('apps/server/src/server.ts', 'apps/server/dist/server.js');
}

const envFile = path.join(ROOT, '.env');
const nodeArgs = [
  ...(fs.existsSync(envFile) ? [`--env-file=${envFile}`] : []),
  ...SERVER_NODE_ARGS,
  serverBundle,
];
// Production mode skips checking every answer against its schema (the tests do that); malloc settings:
// scripts/server-runtime.mjs.
// The demo on the embedded database writes verification codes to data/outbox.jsonl, chosen here explicitly;
// a real shop sets SMS_PROVIDER and EMAIL_PROVIDER (README, Configuration).
const demo = !process.env.DATABASE_URL && process.env.SEED_DEMO !== '0';
const outbox = demo ? { SMS_PROVIDER: 'outbox', EMAIL_PROVIDER: 'outbox' } : {};
const server = spawn(process.execPath, nodeArgs, {
  cwd: ROOT,
  stdio: ['inherit', 'pipe', 'inherit'],
  env: { ...SERVER_ENV, NODE_ENV: 'production', ...outbox, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

// A fresh build's compressed copies are written once the server answers, at low priority: nobody waits for them, and
// they don't slow the start (the server's output goes through here to tell when it has started).
let waiting = !isPrecompressed(WEB_DIST) || !isPrecompressed(PLAYER_DIST);
let output = '';
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!waiting) return;
  output = (output + chunk).slice(-200);
  if (output.includes('is running at')) {
    waiting = false;
    const precompress = spawn(process.execPath, [path.join(ROOT, 'scripts/precompress.mjs')], {
      cwd: ROOT,
      stdio: 'ignore',
    });
    precompress.on('spawn', () => {
      try {
        os.setPriority(precompress.pid, 19);
      } catch {
        // Not allowed here: it runs at normal priority.
      }
    });
  }
});
