/**
 * npm run bench [-- <suite> …] [--strict] [--list] [--json]
 *
 * From the repository root, npm itself takes flags after one `--` (the root script calls npm again): write
 * `npm run bench -- -- --strict`, or use BENCH_STRICT=1 / BENCH_JSON=1. Suite names pass either way.
 *
 * Runs the named suites (every file under suites/) or all of them, prints each suite's side-by-side table and its
 * budget lines (docs/architecture.md) with PASS/OVER. Exits 0 unless something crashed; with --strict, exits 1 when a budget
 * line is OVER. --json also prints every suite's raw numbers as one JSON line at the end.
 */
import fs from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import { budgetLines, type BudgetLine } from './lib/report.ts';
import type { Suite } from './lib/suite.ts';

const SUITES_DIR = fileURLToPath(new URL('./suites/', import.meta.url));

async function loadSuites(): Promise<Suite[]> {
  const files = fs
    .readdirSync(SUITES_DIR)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
    .sort();
  const suites: Suite[] = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(path.join(SUITES_DIR, file)).href)) as { default?: Suite };
    if (!mod.default?.name) throw new Error(`suites/${file} must default-export a Suite`);
    suites.push(mod.default);
  }
  return suites.sort((x, y) => (x.order ?? Infinity) - (y.order ?? Infinity) || x.name.localeCompare(y.name));
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const flags = new Set(args.filter((a) => a.startsWith('--')));
  const names = args.filter((a) => !a.startsWith('--'));
  const all = await loadSuites();

  if (flags.has('--list') || flags.has('--help')) {
    process.stdout.write('usage: npm run bench [-- <suite> …] [--strict] [--json]\n\nsuites:\n');
    for (const s of all) process.stdout.write(`  ${s.name.padEnd(16)} ${s.description}\n`);
    return 0;
  }
  const unknownFlags = [...flags].filter((f) => !['--strict', '--json'].includes(f));
  const unknown = names.filter((n) => !all.some((s) => s.name === n));
  if (unknown.length || unknownFlags.length) {
    process.stderr.write(
      `unknown ${[...unknown, ...unknownFlags].join(', ')}; suites: ${all.map((s) => s.name).join(', ')}; flags: --strict --json --list\n`,
    );
    return 2;
  }
  const strict = flags.has('--strict') || process.env.BENCH_STRICT === '1';
  const chosen = names.length ? all.filter((s) => names.includes(s.name)) : all;

  const started = Date.now();
  const summary: Array<{ suite: string; lines: BudgetLine[] }> = [];
  const numbers: Record<string, unknown> = {};
  for (const suite of chosen) {
    process.stdout.write(`\n━━ ${suite.name}: ${suite.description}\n`);
    const t0 = Date.now();
    const result = await suite.run();
    process.stdout.write(`${budgetLines(result.budgets)}\n  (${((Date.now() - t0) / 1000).toFixed(1)} s)\n`);
    summary.push({ suite: suite.name, lines: result.budgets });
    numbers[suite.name] = result.numbers;
  }

  process.stdout.write(
    `\n━━ budgets (docs/architecture.md, budgets), ${((Date.now() - started) / 1000).toFixed(1)} s in all\n`,
  );
  for (const s of summary)
    process.stdout.write(`  ${s.suite}\n${budgetLines(s.lines).replace(/^/gm, '  ')}\n`);
  if (flags.has('--json') || process.env.BENCH_JSON === '1')
    process.stdout.write(JSON.stringify(numbers) + '\n');

  const over = summary.flatMap((s) => s.lines).filter((l) => !l.pass && !l.reference);
  if (over.length)
    process.stdout.write(
      `\n  ${over.length} budget line(s) OVER${strict ? ' (--strict: exit 1)' : ' (informational; --strict makes this fail)'}\n`,
    );
  return over.length && strict ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(
      `bench crashed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
    process.exit(3);
  },
);
