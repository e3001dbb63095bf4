// A command's shape is declared with the module descriptor that lists it (context.ts).
export type { Command } from '../context.ts';

/** A wrong command line: printed with the command's usage, exit code 2. */
export class UsageError extends Error {}

export const need = (values: Record<string, unknown>, name: string): string => {
  const v = values[name];
  if (typeof v !== 'string' || !v.trim()) throw new UsageError(`--${name} is required`);
  return v.trim();
};
