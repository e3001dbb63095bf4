import type { Dialect } from './migrations/helpers.ts';

/**
 * Locks the rows a query reads where the dialect has row locks (`FOR UPDATE` on PostgreSQL; SQLite transactions are
 * already exclusive), so that of two transactions acting on the same rows, whoever locks first acts first.
 */
export const locked = <Q extends { forUpdate(): Q }>(query: Q, dialect: Dialect): Q =>
  dialect === 'postgres' ? query.forUpdate() : query;
