// Bundle budget check of a web app (docs/architecture.md, budgets; docs/player-app.md): first-route JavaScript within
// the app's budget (gzip); every other page within its page budget of JavaScript beyond what the first route already
// loaded, and no single lazy chunk above the page budget.
// `node scripts/check-bundle.mjs apps/<app>` reads the app's bundle-budget.json and dist/.vite/manifest.json from its
// build; exits 1 when a budget is exceeded.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const KB = 1024;
const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const app = resolve(ROOT, process.argv[2] ?? 'apps/web');
/**
 * firstRouteKB, pageKB; firstRoutePages: the lazy pages `/` renders, part of the first route; chartChunks: chunks with
 * a budget of their own (KB), on condition that only modules matching chartLoaders load them.
 */
const config = JSON.parse(readFileSync(join(app, 'bundle-budget.json'), 'utf8'));
const FIRST_ROUTE_BUDGET = config.firstRouteKB * KB;
const PAGE_BUDGET = config.pageKB * KB;
const FIRST_ROUTE_PAGES = config.firstRoutePages ?? [];
const CHART_CHUNKS = Object.fromEntries(
  Object.entries(config.chartChunks ?? {}).map(([key, kb]) => [key, kb * KB]),
);
const CHART_LOADERS = new RegExp(config.chartLoaders ?? '^$');

const dist = join(app, 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: build the app first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
}

/** JS files a manifest key loads before it can run: itself and its static imports, recursively. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const next of chunk.imports ?? []) closure(next, seen);
  return seen;
}
const sum = (files) => [...files].reduce((total, file) => total + gzipSize(file), 0);
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('The manifest has no entry chunk.');
  process.exit(1);
}
const firstRoute = closure(entryKey);
for (const page of FIRST_ROUTE_PAGES) {
  if (!manifest[page]) {
    console.error(`First-route page ${page} is not in the manifest (renamed?).`);
    process.exit(1);
  }
  closure(page, firstRoute);
}

const failures = [];
const chartFiles = new Map(
  Object.entries(CHART_CHUNKS).map(([key, budget]) => {
    if (!manifest[key]) {
      console.error(`Chart chunk ${key} is not in the manifest (renamed?).`);
      process.exit(1);
    }
    return [manifest[key].file, budget];
  }),
);
for (const [key, budget] of Object.entries(CHART_CHUNKS)) {
  const file = manifest[key].file;
  if (firstRoute.has(file)) failures.push(`${key} is loaded by the first route`);
  for (const [importerKey, importer] of Object.entries(manifest)) {
    const loads = [...(importer.imports ?? []), ...(importer.dynamicImports ?? [])].includes(key);
    if (loads && !CHART_LOADERS.test(importerKey))
      failures.push(`${importerKey} loads the chart chunk ${key}`);
  }
  console.log(`Chart chunk ${key}: ${kb(gzipSize(file))} of its own ${kb(budget)}`);
}
console.log('Chunks (gzip):');
const jsFiles = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) =>
  file.endsWith('.js'),
);
for (const file of jsFiles.sort((a, b) => gzipSize(b) - gzipSize(a))) {
  const size = gzipSize(file);
  const tag = firstRoute.has(file) ? 'first route' : 'lazy';
  const budget = chartFiles.get(file) ?? PAGE_BUDGET;
  const over = !firstRoute.has(file) && size > budget;
  if (over) failures.push(`${file} is ${kb(size)}, over the ${kb(budget)} chunk budget`);
  console.log(`  ${kb(size).padStart(9)}  ${tag.padEnd(11)}  ${file}${over ? '  ✗ over budget' : ''}`);
}

const firstRouteSize = sum(firstRoute);
console.log(
  `\nFirst route (entry + ${FIRST_ROUTE_PAGES.join(', ')}): ${kb(firstRouteSize)} of ${kb(FIRST_ROUTE_BUDGET)}`,
);
if (firstRouteSize > FIRST_ROUTE_BUDGET)
  failures.push(`first route is ${kb(firstRouteSize)}, over ${kb(FIRST_ROUTE_BUDGET)}`);

// A lazy chunk opened from a page (a popup) is measured beyond that page too: the page is already loaded then.
function loadedBefore(key) {
  const loaded = new Set(firstRoute);
  for (const [importerKey, importer] of Object.entries(manifest)) {
    if ((importer.dynamicImports ?? []).includes(key) && !importer.isEntry) closure(importerKey, loaded);
  }
  return loaded;
}

console.log('\nEach lazy page or popup, JavaScript beyond what is already loaded when it opens (gzip):');
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry || FIRST_ROUTE_PAGES.includes(key)) continue;
  const before = loadedBefore(key);
  const extra = [...closure(key)].filter((file) => !before.has(file));
  const size = sum(extra);
  const budget = CHART_CHUNKS[key] ?? PAGE_BUDGET;
  const over = size > budget;
  if (over) failures.push(`${key} needs ${kb(size)} beyond the first route, over ${kb(budget)}`);
  console.log(`  ${kb(size).padStart(9)}  ${key}${over ? '  ✗ over budget' : ''}`);
}

if (failures.length) {
  console.error(`\nBundle budget exceeded:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nBundle budgets met.');
