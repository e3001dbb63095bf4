// Runs the journeys with node's test runner and writes {passed, failed} for the root test script.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
for (const built of ['../apps/server/dist/server.js', '../apps/web/dist/index.html']) {
  if (!fs.existsSync(path.join(dir, built))) {
    console.error(`e2e needs the built app (${built} is missing): run \`npm run build\` first.`);
    process.exit(1);
  }
}
const journeys = fs
  .readdirSync(path.join(dir, 'journeys'))
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => path.join('journeys', f));
const tap = path.join(dir, 'artifacts', 'report.tap');
fs.mkdirSync(path.dirname(tap), { recursive: true });
const res = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    '--test',
    '--test-concurrency=1',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tap}`,
    ...journeys,
  ],
  { cwd: dir, stdio: 'inherit' },
);
const text = fs.existsSync(tap) ? fs.readFileSync(tap, 'utf8') : '';
const count = (label: string) => Number(new RegExp(`^# ${label} (\\d+)`, 'm').exec(text)?.[1] ?? 0);
if (process.env.E2E_REPORT)
  fs.writeFileSync(process.env.E2E_REPORT, JSON.stringify({ passed: count('pass'), failed: count('fail') }));
process.exit(res.status ?? 1);
