import type { BudgetLine } from './report.ts';

/** What a suite hands back: its budget lines (PASS/OVER) and its raw numbers (printed as JSON with --json). */
export interface SuiteResult {
  budgets: BudgetLine[];
  numbers: Record<string, unknown>;
}

/** One file under bench/suites/ default-exports one of these; bench/index.ts finds it by itself. */
export interface Suite {
  /** Command-line name, e.g. `account-index`. */
  name: string;
  /** Position in a full run (lower first); suites without one run last, by name. */
  order?: number;
  /** One line: what it measures, against what. */
  description: string;
  run(): Promise<SuiteResult>;
}
