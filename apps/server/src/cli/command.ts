import type { AppContext } from '../context.ts';

/** One command of `npm run platform`; modules contribute theirs through their descriptor. */
export interface Command {
  usage: string;
  summary: string;
  options: Record<string, { type: 'string' | 'boolean' }>;
  run(ctx: AppContext, values: Record<string, string | boolean | undefined>): Promise<string>;
}

/** A wrong command line: printed with the command's usage, exit code 2. */
export class UsageError extends Error {}

export const need = (values: Record<string, unknown>, name: string): string => {
  const v = values[name];
  if (typeof v !== 'string' || !v.trim()) throw new UsageError(`--${name} is required`);
  return v.trim();
};
