// `npm test`: type check, lint, unit + integration tests (SQLite, and PostgreSQL where reachable), the web build
// with its bundle budget, and the e2e journeys in Chromium. Ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Redis } from 'ioredis';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const tmp = path.join(root, '.tmp');
fs.mkdirSync(tmp, { recursive: true });
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const env = { ...process.env, TMPDIR: tmp };

function step(title, cmd, args, extraEnv = {}) {
  console.log(`\n=== ${title} ===`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  return res.status === 0;
}
function fail(message) {
  console.error(`\n${message}`);
  console.log('\ntests: 0 passed, 1 failed');
  process.exit(1);
}

async function reachable(kind) {
  try {
    if (kind === 'pg') {
      const c = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3000 });
      await c.connect();
      await c.end();
    } else {
      const r = new Redis(redisUrl, {
        lazyConnect: true,
        connectTimeout: 3000,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
      });
      r.on('error', () => {});
      await r.connect();
      await r.ping();
      r.disconnect();
    }
    return true;
  } catch {
    return false;
  }
}

if (!step('type check', 'npm', ['run', '-s', 'typecheck'])) fail('Type check failed.');
if (!step('lint and format', 'npm', ['run', '-s', 'lint']))
  fail('Lint or formatting failed (npm run format fixes formatting).');

const projects = ['shared', 'web', 'player', 'server-sqlite'];
if (await reachable('pg')) projects.push('server-pg');
else if (process.env.REQUIRE_PG === '1') fail(`PostgreSQL is not reachable at ${pgUrl} and REQUIRE_PG=1.`);
else
  console.log(
    `\nPostgreSQL not reachable at ${pgUrl}: skipping the PostgreSQL run (REQUIRE_PG=1 makes it mandatory).`,
  );
const redis = await reachable('redis');
if (!redis && process.env.REQUIRE_REDIS === '1')
  fail(`Redis is not reachable at ${redisUrl} and REQUIRE_REDIS=1.`);
if (!redis)
  console.log(
    `Redis not reachable at ${redisUrl}: skipping the Redis fan-out test (REQUIRE_REDIS=1 makes it mandatory).`,
  );

const report = path.join(tmp, 'vitest-report.json');
const unitOk = step(
  `unit + integration (${projects.join(', ')})`,
  'npx',
  [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ],
  redis ? { REDIS_AVAILABLE: '1' } : {},
);
let passed = 0;
let failed = unitOk ? 0 : 1;
if (fs.existsSync(report)) {
  const r = JSON.parse(fs.readFileSync(report, 'utf8'));
  passed += r.numPassedTests;
  failed = r.numFailedTests + (unitOk || r.numFailedTests ? 0 : 1);
}
if (!unitOk) {
  console.log(`\ntests: ${passed} passed, ${failed} failed`);
  process.exit(1);
}

if (!step('build (web apps, server bundle)', 'npm', ['run', '-s', 'build'])) fail('Build failed.');
for (const workspace of ['@dzzs/web', '@dzzs/player'])
  if (!step(`bundle budget (${workspace})`, 'npm', ['run', '-s', 'check:bundle', '-w', workspace]))
    fail('Bundle over budget.');

if (!step('browser (Chromium, CJK fonts)', 'bash', ['scripts/ensure-browser.sh']))
  fail('Chromium is missing for the e2e journeys.');
const e2eReport = path.join(tmp, 'e2e-report.json');
fs.rmSync(e2eReport, { force: true });
const e2eOk = step('e2e journeys in Chromium', 'npm', ['test', '-w', '@dzzs/e2e'], { E2E_REPORT: e2eReport });
if (fs.existsSync(e2eReport)) {
  // Playwright's JSON report: expected = passed, unexpected = failed, flaky = passed only on a retry.
  const { stats } = JSON.parse(fs.readFileSync(e2eReport, 'utf8'));
  passed += stats.expected;
  failed += stats.unexpected + stats.flaky;
}
if (!e2eOk && !failed) failed = 1;
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
