// Proves each architecture rule of the lint step fails when broken: every fixture under ./fixtures must be
// reported under the rule it breaks, and the same code in its allowed place must pass. Part of `npm run lint`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import { ESLint } from 'eslint';
import { findViolations } from './table-owners.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const fixtures = path.join(here, 'fixtures');
const failures = [];
const expect = (ok, what) => {
  if (!ok) failures.push(what);
};

// Import boundaries and cycles (dependency-cruiser), judged on a miniature of the repository's layout.
const expectedDeps = [
  ['web-features-are-isolated', 'apps/web/src/features/orders/pages/order-list.ts'],
  ['web-features-not-app', 'apps/web/src/features/players/pages/player-page.ts'],
  ['web-shared-is-a-leaf', 'apps/web/src/shared/ui/list.ts'],
  ['server-logic-not-http', 'apps/server/src/modules/orders/orders.service.ts'],
  ['server-core-is-a-leaf', 'apps/server/src/core/errors.ts'],
  ['repository-stays-in-its-module', 'apps/server/src/modules/players/players.service.ts'],
  ['repository-stays-in-its-module', 'apps/server/src/seed/demo.ts'],
  ['shared-package-stands-alone', 'packages/shared/src/index.ts'],
  ['web-shared-package-stands-alone', 'packages/web-shared/src/page.ts'],
  ['web-apps-apart', 'apps/player/src/shared/title.ts'],
  ['player-features-are-isolated', 'apps/player/src/features/home/home-page.ts'],
  ['engine-is-pure', 'packages/shared/src/engine/draw.ts'],
  ['no-circular', 'cycle/a.ts'],
  ['no-circular', 'type-cycle/context.ts'],
];
const config = (await import(path.join(root, '.dependency-cruiser.cjs'))).default;
const tree = path.join(fixtures, 'tree');
const previous = process.cwd();
process.chdir(tree);
const result = await cruise(['.'], {
  ...config.options,
  validate: true,
  ruleSet: { forbidden: config.forbidden },
  baseDir: tree,
});
process.chdir(previous);
const violations = result.output.summary.violations;
for (const [rule, from] of expectedDeps)
  expect(
    violations.some((v) => v.rule.name === rule && v.from === from),
    `dependency rule ${rule} did not report ${from}`,
  );
for (const v of violations)
  expect(
    expectedDeps.some(([rule]) => rule === v.rule.name),
    `unexpected violation ${v.rule.name} in ${v.from}`,
  );
// The same imports in their allowed place: a module's own files calling its repository.
for (const allowed of ['apps/server/src/modules/players/player-list.service.ts'])
  expect(
    !violations.some((v) => v.from === allowed),
    `dependency rules refused ${allowed}, which is allowed`,
  );
const brokenRules = new Set(expectedDeps.map(([rule]) => rule));
for (const rule of config.forbidden)
  expect(brokenRules.has(rule.name), `dependency rule ${rule.name} has no fixture proving it`);

// Query building outside repositories (ESLint), linted under the path of a service and of a repository.
const eslint = new ESLint({ cwd: root });
const lintAs = async (fixture, filePath) => {
  const text = fs.readFileSync(path.join(fixtures, 'eslint', fixture), 'utf8');
  const [report] = await eslint.lintText(text, { filePath: path.join(root, filePath) });
  return report.messages.filter((m) => m.ruleId === 'no-restricted-syntax');
};
for (const fixture of ['query-in-service.ts', 'raw-sql-in-service.ts']) {
  expect(
    (await lintAs(fixture, 'apps/server/src/modules/orders/orders.service.ts')).length > 0,
    `ESLint did not refuse ${fixture} in a service`,
  );
  expect(
    (await lintAs(fixture, 'apps/server/src/modules/orders/orders.repository.ts')).length === 0,
    `ESLint refused ${fixture} in a repository, where it is allowed`,
  );
}

// API paths spelled in an app rather than taken from the shared endpoint definitions (ESLint).
for (const filePath of [
  'apps/web/src/features/orders/api/orders.ts',
  'apps/server/src/modules/orders/orders.routes.ts',
])
  expect(
    (await lintAs('api-path-in-app.ts', filePath)).length === 2,
    `ESLint did not refuse both API path literals in ${filePath}`,
  );
expect(
  (await lintAs('api-path-in-app.ts', 'packages/shared/src/api/orders-endpoints.ts')).length === 0,
  'ESLint refused API paths in the endpoint definitions, where they belong',
);

// A repository naming a table another module owns (table-owners.mjs), judged on a miniature server whose modules
// declare their tables in *.table.ts: each way of naming the table must be caught, the owner's own use must not.
const ownerFixture = findViolations(path.join(fixtures, 'tables'));
const expectedOwners = [
  ['players.repository.ts', 'orders', 'a join'],
  ['players.repository.ts', 'order_events', 'raw SQL'],
  ['stats.repository.ts', 'orders', 'a query start in a subquery'],
  ['stats.repository.ts', 'ghosts', 'a table no module owns'],
];
for (const [file, table, how] of expectedOwners)
  expect(
    ownerFixture.some((v) => v.includes(`/${file} names ${table},`)),
    `table-owners did not report ${table} named by ${how} in ${file}`,
  );
expect(
  ownerFixture.length === expectedOwners.length,
  `table-owners reported more than the fixture breaks: ${ownerFixture.join('; ')}`,
);

if (failures.length) {
  console.error(`Lint rule fixtures: ${failures.length} problem(s)\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `Lint rule fixtures: each of ${expectedDeps.length + expectedOwners.length + 3} fixtures fails the rule it breaks.`,
);
