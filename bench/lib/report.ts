/** Percentiles, tables and budget lines shared by the suites. */

/** Nearest-rank percentile (p in 0..100) of unsorted samples; NaN when there are none. */
export function percentile(samples: ArrayLike<number>, p: number): number {
  const n = samples.length;
  if (!n) return Number.NaN;
  const sorted = Float64Array.from(samples).sort();
  const rank = Math.min(n - 1, Math.max(0, Math.ceil((p / 100) * n) - 1));
  return sorted[rank] as number;
}

export interface Summary {
  count: number;
  p50: number;
  p99: number;
  max: number;
  mean: number;
}

export function summarize(samples: ArrayLike<number>): Summary {
  const n = samples.length;
  if (!n) return { count: 0, p50: Number.NaN, p99: Number.NaN, max: Number.NaN, mean: Number.NaN };
  const sorted = Float64Array.from(samples).sort();
  const at = (p: number) => sorted[Math.min(n - 1, Math.max(0, Math.ceil((p / 100) * n) - 1))] as number;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += sorted[i] as number;
  return { count: n, p50: at(50), p99: at(99), max: sorted[n - 1] as number, mean: sum / n };
}

export const fmt = (n: number, digits = 2): string => (Number.isFinite(n) ? n.toFixed(digits) : '—');
export const fmtInt = (n: number): string =>
  Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '—';
export const fmtMb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A plain-text table with right-aligned columns after the first. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i] ?? ''))));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? pad(c, widths[i] as number, 'end') : pad(c, widths[i] as number, 'start')))
      .join('  │  ');
  const rule = widths.map((w) => '─'.repeat(w)).join('──┼──');
  return ['  ' + line(header), '  ' + rule, ...rows.map((r) => '  ' + line(r))].join('\n');
}

/** Display width: CJK characters take two columns. */
function width(s: string): number {
  let w = 0;
  for (const ch of s)
    w += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(
      ch,
    )
      ? 2
      : 1;
  return w;
}
function pad(s: string, w: number, side: 'start' | 'end'): string {
  const fill = ' '.repeat(Math.max(0, w - width(s)));
  return side === 'start' ? fill + s : s + fill;
}

/** One budget line (docs/architecture.md), with what was measured against it. */
export interface BudgetLine {
  /** What the budget says, e.g. "order push p99 ≤ 2× bare ws echo p99". */
  budget: string;
  /** The measured value as shown, e.g. "1.42×". */
  measured: string;
  pass: boolean;
  /** Reference lines are printed but never fail `--strict` (no budget of docs/architecture.md covers this measurement). */
  reference?: boolean;
}

export function budgetLines(lines: BudgetLine[]): string {
  return lines
    .map(
      (l) =>
        `  ${l.reference ? (l.pass ? 'ok  ' : 'high') : l.pass ? 'PASS' : 'OVER'}  ${l.budget}: measured ${l.measured}${l.reference ? '  (reference only, not a budget line)' : ''}`,
    )
    .join('\n');
}
